import type { AppError } from './errors'

/** Text for "Copy error report": status, code, request ID, time, endpoint. Never a key. */
export function errorReport(error: AppError): string {
  return [
    `Status: ${error.status === 0 ? `none (${error.kind})` : error.status}`,
    `Code: ${error.code}`,
    `Request ID: ${error.requestId ?? 'not provided by the service'}`,
    `Time: ${error.at}`,
    `Endpoint: ${error.endpoint}`,
    `Message: ${error.message}`,
    ...(error.param ? [`Parameter: ${error.param}`] : []),
  ].join('\n')
}
