/** #34: an import's or a restore's pieces: 1 MiB of the file each, sent as base64 (zod-free: the renderer reads it). */
export const IMPORT_PIECE_BYTES = 1024 * 1024
export const IMPORT_PIECE_BASE64 = Math.ceil(IMPORT_PIECE_BYTES / 3) * 4
