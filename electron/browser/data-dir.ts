import { homedir } from 'node:os'
import { join } from 'node:path'

/** The desktop app's name (package.json productName): Electron names its userData folder after it. */
export const PRODUCT_NAME = 'Tokentally'

/**
 * The data directory the desktop app uses, computed the way Electron computes `app.getPath('userData')`
 * (appData + productName), so one install serves both modes. TALLY_DATA_DIR wins, as in main.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  if (env.TALLY_DATA_DIR) return env.TALLY_DATA_DIR
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), PRODUCT_NAME)
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME)
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), PRODUCT_NAME)
}
