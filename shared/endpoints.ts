/**
 * The names errors carry in `AppError.endpoint`: the service's HTTP endpoints, and the app's own
 * places (`app`, `ipc`, `keychain`; an IPC channel is `ipc:<channel>`). Written here once.
 */
export const ENDPOINT = {
  balance: 'GET /balance',
  usage: 'GET /usage',
  models: 'GET /models',
  chat: 'POST /chat/completions',
  app: 'app',
  ipc: 'ipc',
  keychain: 'keychain',
} as const

export type ServiceEndpoint = (typeof ENDPOINT)[keyof typeof ENDPOINT]

/** The endpoint name of a failed IPC call. */
export const ipcEndpoint = (channel: string): string => `ipc:${channel}`
