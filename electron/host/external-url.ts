import { inputError, say } from '../../shared/error-model'

/**
 * The one rule for links that leave the app (an answer's link, the About page's): only https, and only to
 * the system browser (in browser mode, a new tab). Returns the URL to open, or throws an input error saying
 * why not. Every caller uses it: the `app:openExternal` handler, both shells' `openExternal`, the desktop
 * window's new-window handler.
 */
export function safeExternalUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw inputError('invalid_url', say('errors.links.invalid'), 'url')
  }
  if (parsed.protocol !== 'https:') throw inputError('unsafe_url', say('errors.links.unsafe'), 'url')
  return parsed.toString()
}
