import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type RequestOptions, request } from 'node:http'
import { type DownloadOptions, HttpExecutor, configureRequestOptions, configureRequestUrl } from 'builder-util-runtime'
import { DebUpdater } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'

/** Plain Node http for electron-updater: ElectronHttpExecutor's `download` over Node's `http` instead of Electron's `net`. */
class NodeHttp extends HttpExecutor<ReturnType<typeof request>> {
  createRequest(options: RequestOptions, callback: (response: unknown) => void) {
    return request(options, callback as never)
  }

  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions = { headers: options.headers ?? undefined, redirect: 'manual' }
      configureRequestUrl(url, requestOptions)
      configureRequestOptions(requestOptions)
      this.doDownload(requestOptions, { destination, options, onCancel, callback: (error) => (error ? reject(error) : resolve(destination)), responseHandler: null }, 0)
    })
  }
}

/**
 * electron-updater's own DebUpdater pointed at a generic feed, under Node: an AppAdapter stands in
 * for Electron's `app`, and installing is recorded instead of running dpkg.
 */
export async function nodeUpdater(options: { feedUrl: string; version: string; dir: string }) {
  const installs: string[] = []
  const app: AppAdapter = {
    version: options.version,
    name: 'Tokentally',
    isPackaged: true,
    appUpdateConfigPath: join(options.dir, 'app-update.yml'),
    userDataPath: join(options.dir, 'user-data'),
    baseCachePath: join(options.dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  }
  await mkdir(app.userDataPath, { recursive: true })
  await writeFile(app.appUpdateConfigPath, `provider: generic\nurl: ${options.feedUrl}\nupdaterCacheDirName: tokentally-updater\n`)
  class RecordingDebUpdater extends DebUpdater {
    protected override doInstall(): boolean {
      installs.push(String(this.installerPath))
      return true
    }

    // BaseUpdater's own then emits on `require('electron').autoUpdater`, which needs Electron; the
    // shipped-bundle tests run that part against the Electron stand-in.
    override quitAndInstall(isSilent = false, isForceRunAfter = false): void {
      this.install(isSilent, isForceRunAfter)
    }
  }
  const updater = new RecordingDebUpdater(null, app)
  Object.assign(updater, { httpExecutor: new NodeHttp() })
  updater.logger = null
  return { updater, installs }
}
