/**
 * The balance refresh interval's bounds, in seconds. Plain numbers without zod, so the Settings
 * view's chunk does not load the schemas (settings.ts builds its schema from them).
 */
export const MIN_POLL_SECONDS = 5
export const DEFAULT_POLL_SECONDS = 60
