import { useQuery } from '@tanstack/react-query'
import { BROWSER_SHELL } from '../../../shared/app-shell'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'

/** The app's name, version, platform and shell (they do not change while running). */
export function useAppInfo() {
  return useQuery({ queryKey: queryKeys.appInfo, queryFn: () => unwrap(tally.app.info()) })
}

/** Whether the shell has a tray, start at login and updates (false in browser mode, and while unknown). */
export function useDesktopShell(): boolean {
  return useAppInfo().data?.desktop ?? false
}

/** Whether the app runs in browser mode (false in the desktop app, and while unknown): `app:info`'s shell, the one answer. */
export function useBrowserMode(): boolean {
  return useAppInfo().data?.shell === BROWSER_SHELL
}

/** The diagnostics text the user can copy into a bug report. */
export async function diagnosticsText(): Promise<string> {
  return (await unwrap(tally.app.diagnostics())).text
}

/** Opens a link in the system browser (main checks the URL again). */
export function openExternal(url: string): void {
  void tally.app.openExternal({ url })
}
