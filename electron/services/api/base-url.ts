import { type Said, inputError, say } from '../../../shared/error-model'

const PARAM = 'baseUrl'
const ENDPOINT_TAILS = ['/chat/completions', '/models', '/balance', '/usage', '/completions']

function bad(code: string, said: Said): never {
  throw inputError(code, said, PARAM)
}

/**
 * The service's base URL as the app stores it: http(s), no credentials, query or fragment,
 * no trailing slash, ending with the version segment `/v1`. Throws an input error that says
 * what is wrong and how to fix it.
 */
export function normalizeBaseUrl(input: string): string {
  const text = input.trim()
  if (text === '') bad('base_url_missing', say('errors.url.missing'))
  if (/\s/.test(text)) {
    bad('base_url_spaces', say('errors.url.spaces', { url: text }))
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase()
  if (scheme === undefined) {
    bad('base_url_scheme', say('errors.url.noScheme', { rest: text.replace(/^\/+/, '') }))
  }
  if (scheme !== 'https' && scheme !== 'http') {
    bad('base_url_scheme', say('errors.url.scheme', { scheme }))
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return bad('base_url_invalid', say('errors.url.invalid', { url: text }))
  }
  if (url.hostname === '') bad('base_url_invalid', say('errors.url.noHost', { url: text }))
  if (url.username || url.password) {
    bad('base_url_credentials', say('errors.url.credentials'))
  }
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    bad('base_url_query', say('errors.url.query'))
  }
  const path = url.pathname.replace(/\/+$/, '')
  const origin = `${url.protocol}//${url.host}`
  if (path.endsWith('/v1')) return `${origin}${path}`

  const tail = ENDPOINT_TAILS.find((t) => path.endsWith(`/v1${t}`))
  if (tail !== undefined) {
    const base = `${origin}${path.slice(0, -tail.length)}`
    bad('base_url_endpoint', say('errors.url.endpoint', { base }))
  }
  if (/\/v1$/i.test(path)) bad('base_url_version', say('errors.url.versionCase', { url: `${origin}${path.slice(0, -3)}/v1` }))
  bad('base_url_version', say('errors.url.noVersion', { url: `${origin}${path}/v1` }))
}

/** The absolute URL of an endpoint path (`/balance`) under a normalized base URL. */
export function endpointUrl(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl}${path}`)
}
