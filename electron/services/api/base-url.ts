import { inputError } from '../../../shared/error-model'

const PARAM = 'baseUrl'
const ENDPOINT_TAILS = ['/chat/completions', '/models', '/balance', '/usage', '/completions']

function bad(code: string, message: string): never {
  throw inputError(code, message, PARAM)
}

/**
 * The service's base URL as the app stores it: http(s), no credentials, query or fragment,
 * no trailing slash, ending with the version segment `/v1`. Throws an input error that says
 * what is wrong and how to fix it.
 */
export function normalizeBaseUrl(input: string): string {
  const text = input.trim()
  if (text === '') bad('base_url_missing', 'Enter the base URL of the service, like https://api.example.com/v1.')
  if (/\s/.test(text)) {
    bad('base_url_spaces', `The base URL contains spaces: "${text}". Remove the spaces; a URL looks like https://api.example.com/v1.`)
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase()
  if (scheme === undefined) {
    bad('base_url_scheme', `The base URL must start with https:// (or http:// for a local server), like https://${text.replace(/^\/+/, '')}.`)
  }
  if (scheme !== 'https' && scheme !== 'http') {
    bad('base_url_scheme', `The base URL must start with https:// or http://, not ${scheme}://. Use the address the service gives for its API, like https://api.example.com/v1.`)
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return bad('base_url_invalid', `"${text}" is not a valid URL. Enter it like https://api.example.com/v1.`)
  }
  if (url.hostname === '') bad('base_url_invalid', `"${text}" has no host name. Enter it like https://api.example.com/v1.`)
  if (url.username || url.password) {
    bad('base_url_credentials', 'The base URL must not contain a user name or password. Remove them; the key is entered separately.')
  }
  if (url.search || url.hash || text.includes('?') || text.includes('#')) {
    bad('base_url_query', 'The base URL must not contain a query (?...) or fragment (#...). Remove everything after /v1.')
  }
  const path = url.pathname.replace(/\/+$/, '')
  const origin = `${url.protocol}//${url.host}`
  if (path.endsWith('/v1')) return `${origin}${path}`

  const tail = ENDPOINT_TAILS.find((t) => path.endsWith(`/v1${t}`))
  if (tail !== undefined) {
    const base = `${origin}${path.slice(0, -tail.length)}`
    bad('base_url_endpoint', `This is the address of one endpoint, not the base URL. Use the part up to /v1: ${base}`)
  }
  if (/\/v1$/i.test(path)) bad('base_url_version', `The version segment must be lower-case /v1, like ${origin}${path.slice(0, -3)}/v1.`)
  bad('base_url_version', `The base URL must end with /v1, like ${origin}${path}/v1 — add /v1.`)
}

/** The absolute URL of an endpoint path (`/balance`) under a normalized base URL. */
export function endpointUrl(baseUrl: string, path: string): URL {
  return new URL(`${baseUrl}${path}`)
}
