import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UpdateState } from '../../../shared/domain/updates'
import { type ShippedApp, launchShipped, valueOf } from '../../support/electron-standin/driver'
import { type Feed, linuxRelease, startFeed } from '../../support/updates/feed-server'

// electron-updater inside the BUILT main bundle, as a packaged AppImage would run it, against a feed on 127.0.0.1.
let feed: Feed
const apps: ShippedApp[] = []
beforeEach(async () => {
  feed = await startFeed()
})
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.stop()))
  await feed.close()
})

/** The new "AppImage": a script that notes it was started (electron-updater makes it executable and runs it after installing). */
const NEW_APPIMAGE = Buffer.from('#!/bin/sh\necho "started $*" > "$(dirname "$0")/relaunched.txt"\n')

async function startPackaged(version = '0.1.0'): Promise<ShippedApp> {
  const { mkdtemp } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  const home = await mkdtemp(join(tmpdir(), 'tally-shipped-update-'))
  await mkdir(join(home, 'resources'), { recursive: true })
  await writeFile(join(home, 'resources', 'app-update.yml'), `provider: generic\nurl: ${feed.url}\nupdaterCacheDirName: tokentally-updater\n`)
  await writeFile(join(home, 'Tokentally.AppImage'), 'the running version\n', { mode: 0o755 })
  const app = await launchShipped({
    home,
    env: { STANDIN_PACKAGED: '1', STANDIN_APP_VERSION: version, STANDIN_RESOURCES: join(home, 'resources'), APPIMAGE: join(home, 'Tokentally.AppImage') },
  })
  apps.push(app)
  await app.until('boot', (s) => s.channels.length > 0 && s.windows.length > 0)
  return app
}

async function settled(app: ShippedApp, done: (state: UpdateState) => boolean): Promise<UpdateState> {
  let state: UpdateState = { status: 'idle' }
  for (let i = 0; i < 400 && !done(state); i++) {
    state = valueOf(await app.invoke<UpdateState>('app:updateState'))
    if (!done(state)) await new Promise((r) => setTimeout(r, 50))
  }
  return state
}

function publish(version: string, options: Parameters<typeof linuxRelease>[1] = {}) {
  const release = linuxRelease(version, { kind: 'AppImage', body: NEW_APPIMAGE, ...options })
  feed.put('latest-linux.yml', release.yml)
  feed.put(release.file, release.body)
  return release
}

const final = (s: UpdateState) => s.status === 'ready' || s.status === 'not-available' || s.status === 'error'

describe.runIf(process.platform === 'linux')('updates in the shipped bundle (electron-updater, AppImage)', () => {
  it('a new version downloads in the background, is announced, and "restart to install" replaces the AppImage and starts it', async () => {
    publish('0.2.0')
    const app = await startPackaged()
    expect(await settled(app, final)).toEqual({ status: 'ready', version: '0.2.0' })
    const s = await app.snapshot()
    expect(s.sent.filter((m) => m.channel === 'app').map((m) => (m.payload as { state?: UpdateState }).state?.status)).toEqual(expect.arrayContaining(['downloading', 'ready']))
    expect(valueOf(await app.invoke('app:restartToUpdate'))).toEqual({ restarting: true })
    expect(await app.exited).toBe(0)
    expect(await readFile(join(app.home, 'Tokentally.AppImage'))).toEqual(NEW_APPIMAGE)
    await expect.poll(() => readFile(join(app.home, 'relaunched.txt'), 'utf8').catch(() => ''), { timeout: 10_000 }).toContain('started')
  })

  it('the same version: up to date, nothing downloaded', async () => {
    const release = publish('0.1.0')
    const app = await startPackaged()
    expect((await settled(app, final)).status).toBe('not-available')
    expect(feed.requests).not.toContain(release.file)
    expect(valueOf(await app.invoke<{ version: string }>('app:info')).version).toBe('0.1.0')
  })

  it('a malformed feed is a clear error and the app keeps working', async () => {
    feed.put('latest-linux.yml', 'version: [unclosed\n  files: {{{')
    const app = await startPackaged()
    expect(await settled(app, final)).toMatchObject({ status: 'error', message: expect.stringContaining('malformed') })
    expect(valueOf(await app.invoke<{ version: string }>('app:info')).version).toBe('0.1.0')
  })

  it('a 404: a clear error, no retry loop; "Check now" tries once more', async () => {
    const app = await startPackaged()
    expect(await settled(app, final)).toMatchObject({ status: 'error', message: expect.stringContaining('HTTP 404') })
    const asked = feed.requests.filter((p) => p === 'latest-linux.yml').length
    await new Promise((r) => setTimeout(r, 1000))
    expect(feed.requests.filter((p) => p === 'latest-linux.yml').length).toBe(asked)
    publish('0.1.0')
    expect(valueOf(await app.invoke<UpdateState>('app:checkForUpdates')).status).toBe('not-available')
  })

  it('a slow feed never blocks the app: it answers while the check waits', async () => {
    publish('0.1.0')
    feed.delay('latest-linux.yml', 3000)
    const app = await startPackaged()
    await app.until('the check to be under way', () => feed.requests.includes('latest-linux.yml'))
    expect(valueOf(await app.invoke<UpdateState>('app:updateState')).status).toBe('checking')
    expect(valueOf(await app.invoke<{ version: string }>('app:info')).version).toBe('0.1.0')
    expect((await settled(app, final)).status).toBe('not-available')
  })

  it('a download whose checksum does not match is discarded; nothing to install', async () => {
    publish('0.2.0', { checksumOf: Buffer.from('another file') })
    const app = await startPackaged()
    expect(await settled(app, final)).toMatchObject({ status: 'error', message: expect.stringContaining('checksum') })
    expect(await app.invoke('app:restartToUpdate')).toMatchObject({ ok: false, error: { code: 'no_update_ready' } })
    expect((await stat(join(app.home, 'Tokentally.AppImage'))).size).toBe('the running version\n'.length)
  })

  it('unpackaged (a plain build): updates are unavailable, said plainly', async () => {
    const app = await launchShipped()
    apps.push(app)
    await app.until('boot', (s) => s.channels.length > 0 && s.windows.length > 0)
    expect(valueOf(await app.invoke<UpdateState>('app:updateState'))).toMatchObject({ status: 'unavailable', reason: 'unpackaged' })
  })
})
