/**
 * `app:info`'s `shell` in browser mode (the page is served by electron/browser/ and talks over a WebSocket).
 * The one answer to "am I in browser mode?": the renderer reads it from `app:info` (`useBrowserMode`).
 */
export const BROWSER_SHELL = 'browser'
