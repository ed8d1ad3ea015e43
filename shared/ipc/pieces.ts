/** #34: an import's or a restore's pieces: 256 KiB of the file each (small enough that reading and sending one is never a long task), sent as base64 (zod-free: the renderer reads it). */
export const IMPORT_PIECE_BYTES = 256 * 1024
export const IMPORT_PIECE_BASE64 = Math.ceil(IMPORT_PIECE_BYTES / 3) * 4
