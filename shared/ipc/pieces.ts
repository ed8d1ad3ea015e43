/** #34: an import's or a restore's pieces: 64 KiB of the file each: each piece's strings (its base64, the socket message) stay under V8's large-object size, so they die young instead of piling up for a long mark-compact pause in the renderer, sent as base64 (zod-free: the renderer reads it). */
export const IMPORT_PIECE_BYTES = 64 * 1024
export const IMPORT_PIECE_BASE64 = Math.ceil(IMPORT_PIECE_BYTES / 3) * 4
