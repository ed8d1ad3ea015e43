import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { type Core, type CoreOptions, createCore } from '../services/app/core'
import { writeFileStream } from '../services/storage/byte-sink'
import { redact } from '../services/diagnostics/redact'
import { createKeytarStore } from '../services/secrets/keytar-store'
import type { SecretStore } from '../services/secrets/secret-store'
import { BROWSER_SHELL } from '../../shared/app-shell'
import { safeExternalUrl } from '../host/external-url'
import { acquireDataDirLock, type DataDirLock } from '../host/data-dir-lock'
import type { Guards } from './door-guards'
import { type DoorOptions, openDoor } from './door'
import { SocketHub, type Traffic } from './socket-hub'

/** The shell name browser mode reports (app:info, diagnostics); the UI says what a browser cannot do. */

export interface BrowserServerOptions {
  dataDir: string
  /** The built renderer (out/renderer). */
  rendererDir: string
  appVersion: string
  /** Default: the system keychain through keytar, as in the desktop app. */
  secrets?: SecretStore
  port?: number
  token?: string
  guards?: Partial<Guards>
  dev?: DoorOptions['dev']
  /** The composition root's options to change (the E2E harness: shorter timeouts, exports into the data dir). */
  core?: Partial<Omit<CoreOptions, 'emit' | 'dataDir' | 'secrets'>>
  onTraffic?(traffic: Traffic): void
  validateResults?: boolean
  log?(level: 'info' | 'warn' | 'error', message: string): void
}

export interface BrowserServer {
  readonly url: string
  readonly origin: string
  readonly port: number
  readonly core: Core
  /** Emits as main's services would (tests: a menu command). */
  emit: Core['emit']
  /** Drops every page's socket, as a network hiccup would (the pages reconnect). */
  dropSockets(): void
  /** A new composition root on the same data directory (the E2E harness's restart). */
  restartCore(): Promise<void>
  close(): Promise<void>
}

/**
 * Browser mode: the desktop app's composition root (createCore) under plain Node, on the same data
 * directory and keychain, served to a browser through the door. Takes the data directory's lock
 * first: the desktop app and browser mode never run at once on one directory.
 */
export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const lock: DataDirLock = acquireDataDirLock(options.dataDir, 'browser')
  let core: Core | null = null
  const knownKeys = () => core?.knownKeys() ?? []
  const log = options.log ?? ((level, message) => (level === 'info' ? console.log : console.error)(`tokentally: ${redact(message, knownKeys())}`))
  const hub = new SocketHub({
    handlers: () => {
      if (!core) throw new Error('Tokentally is restarting.')
      return core.handlers
    },
    onPresence: (present) => core?.setVisible(present),
    ...(options.onTraffic ? { onTraffic: options.onTraffic } : {}),
    ...(options.validateResults ? { validateResults: true } : {}),
  })
  try {
    const door = await openDoor({
      rendererDir: options.rendererDir,
      onSocket: (socket) => hub.add(socket),
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...(options.token !== undefined ? { token: options.token } : {}),
      ...(options.guards ? { guards: options.guards } : {}),
      ...(options.dev ? { dev: options.dev } : {}),
    })
    const start = async () => {
      core = await createCore({
        dataDir: options.dataDir,
        secrets: options.secrets ?? createKeytarStore(),
        shell: BROWSER_SHELL,
        appVersion: options.appVersion,
        versions: { node: process.versions.node, v8: process.versions.v8 },
        log,
        emit: (channel, payload) => hub.send({ event: channel, payload }),
        openExternal: async (url) => {
          hub.send({ open: safeExternalUrl(url) })
        },
        // A browser saves by downloading: the page fetches the file once from the door.
        saveFile: async (name, contents) => {
          hub.send({ download: { name, url: door.offerDownload(name, contents) } })
          return `your browser's downloads (${name})`
        },
        // #34: a restored backup is applied by a new composition root on the same data directory (the page reloads).
        restart: () => void restartCore().catch((err: unknown) => log('error', `restart after a restore failed: ${(err as Error).message}`)),
        // #34: a backup made in the data folder is downloaded from it once (and deleted).
        saveFileFrom: async (name, from) => {
          hub.send({ download: { name, url: door.offerFile(name, from) } })
          return `your browser's downloads (${name})`
        },
        // #34: a zip is written to a file first, then downloaded from it once (and deleted).
        saveStream: async (name, write) => {
          const path = join(options.dataDir, 'downloads', `${randomUUID()}.part`)
          await writeFileStream(path, write)
          hub.send({ download: { name, url: door.offerFile(name, path) } })
          return `your browser's downloads (${name})`
        },
        ...options.core,
      })
      core.setVisible(hub.size > 0)
    }
    const restartCore = async () => {
      const old = core
      core = null
      await old?.dispose()
      await start()
    }
    await start()
    const current = () => {
      if (!core) throw new Error('Tokentally is restarting.')
      return core
    }
    return {
      url: door.url,
      origin: door.origin,
      port: door.port,
      get core() {
        return current()
      },
      emit: (channel, payload) => current().emit(channel, payload),
      dropSockets: () => hub.closeAll(),
      restartCore,
      close: async () => {
        hub.closeAll()
        await door.close()
        await core?.dispose()
        core = null
        lock.release()
      },
    }
  } catch (err) {
    await (core as Core | null)?.dispose()
    lock.release()
    throw err
  }
}
