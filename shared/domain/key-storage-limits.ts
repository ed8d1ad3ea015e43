/**
 * The key file's plain numbers without zod, so the window's key screens do not load the schemas
 * (key-storage.ts builds its schemas from them).
 */

/** Minutes without use before the key file locks itself; null: only at quit. */
export const IDLE_LOCK_CHOICES = [5, 15, 30, 60, 240] as const
export const DEFAULT_IDLE_LOCK_MINUTES = 15
export const MIN_PASSPHRASE_LENGTH = 8
