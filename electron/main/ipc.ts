import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { type Envelope, invokeChannels } from '../../shared/ipc/contract'
import { makeError, say } from '../../shared/error-model'
import { type Handlers, dispatch } from '../services/ipc/dispatch'

/** Only the app's own window, its top frame, showing the app's own page may call main. */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>, trusted: { webContentsId: number | null; appUrl: string }): boolean {
  const frame = event.senderFrame
  if (!frame || trusted.webContentsId === null) return false
  if (event.sender.id !== trusted.webContentsId) return false
  if (frame !== event.sender.mainFrame) return false
  return frame.url === trusted.appUrl || frame.url.startsWith(`${trusted.appUrl}#`)
}

/** Registers every contract channel through one guard: sender check, then dispatch (arg validation). */
export function registerIpc(ipcMain: Pick<IpcMain, 'handle'>, handlers: Handlers, trusted: () => { webContentsId: number | null; appUrl: string }): void {
  for (const channel of invokeChannels) {
    ipcMain.handle(channel, async (event, args): Promise<Envelope<unknown>> => {
      if (!isTrustedSender(event, trusted())) {
        return { ok: false, error: makeError({ kind: 'input', code: 'untrusted_sender', say: say('errors.ipc.untrusted'), endpoint: `ipc:${channel}` }) }
      }
      return dispatch(handlers, channel, args)
    })
  }
}
