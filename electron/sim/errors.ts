/** The service's error object: `{ error: ErrorBody }`. */
export interface ErrorBody {
  message: string
  type: string
  code: string | null
  param: string | null
}

const TYPE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  404: 'not_found_error',
  405: 'invalid_request_error',
  413: 'invalid_request_error',
  429: 'rate_limit_error',
  500: 'server_error',
  502: 'server_error',
  503: 'service_unavailable_error',
}

export function errorType(status: number): string {
  return TYPE_BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'invalid_request_error')
}

/** Thrown by route handlers; the server turns it into an error response. */
export class ApiError extends Error {
  readonly body: ErrorBody

  constructor(
    readonly status: number,
    code: string | null,
    message: string,
    param: string | null = null,
    public headers: Readonly<Record<string, string>> = {},
    type: string = errorType(status),
  ) {
    super(message)
    this.body = { message, type, code, param }
  }

  /** Adds headers (e.g. rate-limit ones) without overriding the error's own. */
  withHeaders(headers: Readonly<Record<string, string>>): this {
    this.headers = { ...headers, ...this.headers }
    return this
  }
}

/** 400 `invalid_parameter` (balance and usage). */
export function invalidParameter(param: string, message: string): ApiError {
  return new ApiError(400, 'invalid_parameter', message, param)
}

/** 400 for a chat request; `code` defaults to `invalid_request`. */
export function invalidRequest(param: string | null, message: string, code = 'invalid_request'): ApiError {
  return new ApiError(400, code, message, param)
}
