/**
 * The seam between the update service and electron-updater: main wraps its `autoUpdater` in this
 * (updater-backend.ts), tests wrap electron-updater's own classes pointed at a local feed.
 */
export interface UpdateBackend {
  /** The newer version the feed offers, or null when the running version is current. */
  check(): Promise<{ version: string } | null>
  /** Downloads the offered update and verifies it (checksum, signature where the platform has one). */
  download(): Promise<void>
  /** Quits and installs the downloaded update. */
  install(): void
}

/** The part of electron-updater's AppUpdater the backend uses (no `electron` import here). */
export interface AppUpdaterLike {
  autoDownload: boolean
  autoInstallOnAppQuit: boolean
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>
  downloadUpdate(): Promise<unknown>
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void
}

export function backendOf(updater: AppUpdaterLike): UpdateBackend {
  // The service decides when to download; a downloaded update also installs when the app quits.
  updater.autoDownload = false
  updater.autoInstallOnAppQuit = true
  return {
    async check() {
      const result = await updater.checkForUpdates()
      if (!result) throw new Error('The updater is not active in this copy of the app.')
      return result.isUpdateAvailable ? { version: result.updateInfo.version } : null
    },
    async download() {
      await updater.downloadUpdate()
    },
    install() {
      updater.quitAndInstall(false, true)
    },
  }
}
