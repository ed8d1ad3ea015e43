/**
 * The renderer's Content Security Policy. No remote origins anywhere: the renderer talks only to
 * main over IPC, so connect-src is 'self' and nothing can be fetched or evaluated from elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ')
