import { app } from 'electron'
import type { CoreOptions } from '../services/app/core-options'
import { updateAvailability } from '../services/desktop/update-availability'
import { backendOf } from '../services/updates/update-backend'

/** electron-updater's `autoUpdater`, made only here (it loads `electron`), behind the service's seam. */
export async function createUpdates(log: (level: 'info' | 'warn' | 'error', message: string) => void): Promise<NonNullable<CoreOptions['updates']>> {
  const unavailable = updateAvailability({ isPackaged: app.isPackaged, platform: process.platform, resourcesPath: process.resourcesPath, env: process.env })
  if (unavailable) return { backend: null, unavailable }
  const { autoUpdater } = (await import('electron-updater')).default
  autoUpdater.logger = { info: (m: unknown) => log('info', `updater: ${String(m)}`), warn: (m: unknown) => log('warn', `updater: ${String(m)}`), error: (m: unknown) => log('error', `updater: ${String(m)}`), debug: () => undefined }
  // Errors are reported through the service's promise; this listener keeps the emitter from throwing.
  autoUpdater.on('error', () => undefined)
  return { backend: backendOf(autoUpdater) }
}
