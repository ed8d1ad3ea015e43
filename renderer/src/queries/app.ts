import { useQuery } from '@tanstack/react-query'
import { tally, unwrap } from '../ipc'
import { queryKeys } from './keys'

/** The app's name, version, platform and shell (they do not change while running). */
export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => unwrap(tally.app.info()) })
}

/** Whether the shell has a tray, start at login and updates (false in browser mode, and while unknown). */
export function useDesktopShell(): boolean {
  return useAppInfo().data?.desktop ?? false
}

/** #39: browser mode (the page in a browser, not the desktop app's window): no app menu, and the browser keeps some keys. */
export function useBrowserMode(): boolean {
  return useAppInfo().data?.shell === 'browser'
}

/** The diagnostics text the user can copy into a bug report. */
export async function diagnosticsText(): Promise<string> {
  return (await unwrap(tally.app.diagnostics())).text
}

/** Opens a link in the system browser (main checks the URL again). */
export function openExternal(url: string): void {
  void tally.app.openExternal({ url })
}
