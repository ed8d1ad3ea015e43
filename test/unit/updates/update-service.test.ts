import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UpdateState } from '../../../shared/domain/updates'
import { backendOf } from '../../../electron/services/updates/update-backend'
import { UPDATE_CHECK_EVERY_MS, UPDATE_STEP_TIMEOUT_MS, UpdateService } from '../../../electron/services/updates/update-service'
import { FakeClock, flush } from '../../support/fake-clock'
import { errorOf } from '../../support/error-of'
import { useTmpDir } from '../../support/tmp-dir'
import { type Feed, linuxRelease, startFeed } from '../../support/updates/feed-server'
import { nodeUpdater } from '../../support/updates/node-updater'

const tmp = useTmpDir()
let feed: Feed
let clock: FakeClock
beforeEach(async () => {
  feed = await startFeed()
  clock = new FakeClock()
})
afterEach(() => feed.close())

/** The service over electron-updater's own DebUpdater, against the local feed. */
async function setup(options: { version?: string; autoCheck?: boolean } = {}) {
  const { updater, installs } = await nodeUpdater({ feedUrl: feed.url, version: options.version ?? '0.1.0', dir: await tmp() })
  const states: UpdateState[] = []
  let autoCheck = options.autoCheck ?? true
  const service = new UpdateService({ backend: backendOf(updater), clock, autoCheck: () => autoCheck, publish: (s) => states.push(s) })
  return { service, states, installs, setAutoCheck: (on: boolean) => (autoCheck = on) }
}

function publish(version: string, options: Parameters<typeof linuxRelease>[1] = {}) {
  const release = linuxRelease(version, options)
  feed.put('latest-linux.yml', release.yml)
  feed.put(release.file, release.body)
  return release
}

describe('UpdateService over electron-updater and a generic feed on 127.0.0.1', () => {
  it('a newer version: checking, available, downloading, ready; restart installs the downloaded file', async () => {
    const release = publish('0.2.0')
    const { service, states, installs } = await setup()
    expect(await service.checkNow()).toEqual({ status: 'ready', version: '0.2.0' })
    expect(states.map((s) => s.status)).toEqual(['checking', 'available', 'downloading', 'ready'])
    expect(feed.requests).toContain(release.file)
    expect(service.restartToInstall()).toEqual({ restarting: true })
    expect(installs).toHaveLength(1)
    expect(installs[0]).toMatch(/tokentally_0\.2\.0_amd64\.deb$/)
  })

  it('the same version: not available, nothing downloaded', async () => {
    const release = publish('0.1.0')
    const { service } = await setup()
    const state = await service.checkNow()
    expect(state.status).toBe('not-available')
    expect(feed.requests).not.toContain(release.file)
  })

  it('restart before an update is ready is refused with a message', async () => {
    const { service, installs } = await setup()
    const error = await errorOf(Promise.resolve().then(() => service.restartToInstall()))
    expect(error.message).toBe('There is no downloaded update to install yet.')
    expect(installs).toEqual([])
  })

  it('a 404 feed: a clear error, and no retry until the next scheduled check', async () => {
    const { service, states } = await setup()
    service.start()
    await waitFor(() => states.at(-1)?.status === 'error')
    expect(states.at(-1)).toMatchObject({ status: 'error', message: expect.stringContaining('HTTP 404') })
    const asked = feed.requests.length
    await clock.advance(UPDATE_CHECK_EVERY_MS - 1)
    expect(feed.requests.length).toBe(asked)
    publish('0.1.0')
    await clock.advance(1)
    await waitFor(() => states.at(-1)?.status === 'not-available')
    service.dispose()
  })

  it('a malformed feed is an error in words, not a crash', async () => {
    feed.put('latest-linux.yml', 'version: [unclosed\n  files: {{{')
    const { service } = await setup()
    expect(await service.checkNow()).toMatchObject({ status: 'error', message: expect.stringContaining('malformed') })
  })

  it('a feed without a version is malformed too', async () => {
    feed.put('latest-linux.yml', 'files: []\n')
    const { service } = await setup()
    expect(await service.checkNow()).toMatchObject({ status: 'error', message: expect.stringMatching(/malformed|failed/) })
  })

  it('a download whose checksum does not match is discarded with a clear error', async () => {
    publish('0.2.0', { checksumOf: Buffer.from('something else') })
    const { service, installs } = await setup()
    expect(await service.checkNow()).toMatchObject({ status: 'error', message: expect.stringContaining('checksum') })
    expect(() => service.restartToInstall()).toThrow()
    expect(installs).toEqual([])
  })

  it('a feed that does not answer times out on the clock and is an error', async () => {
    publish('0.2.0')
    feed.delay('latest-linux.yml', 600_000)
    const { service } = await setup()
    const pending = service.checkNow()
    await waitFor(() => feed.requests.includes('latest-linux.yml'))
    await clock.advance(UPDATE_STEP_TIMEOUT_MS)
    expect(await pending).toMatchObject({ status: 'error', message: expect.stringContaining('did not answer in time') })
  })

  it('offline (nothing listening) says so', async () => {
    const url = feed.url
    await feed.close()
    feed = { ...feed, url, close: async () => undefined }
    const { service } = await setup()
    expect(await service.checkNow()).toMatchObject({ status: 'error', message: expect.stringContaining('offline') })
  })

  it('checks at start and every few hours only while automatic checks are on', async () => {
    publish('0.1.0')
    const { service, states, setAutoCheck } = await setup()
    service.start()
    await waitFor(() => states.at(-1)?.status === 'not-available')
    const checks = () => feed.requests.filter((p) => p === 'latest-linux.yml').length
    expect(checks()).toBe(1)
    setAutoCheck(false)
    await clock.advance(UPDATE_CHECK_EVERY_MS)
    await flush()
    expect(checks()).toBe(1)
    setAutoCheck(true)
    await clock.advance(UPDATE_CHECK_EVERY_MS)
    await waitFor(() => checks() === 2)
    service.dispose()
  })

  it('"Check now" works with automatic checks off, and two at once share one check', async () => {
    publish('0.1.0')
    const { service } = await setup({ autoCheck: false })
    service.start()
    await flush()
    expect(feed.requests).toEqual([])
    const [a, b] = await Promise.all([service.checkNow(), service.checkNow()])
    expect(a).toBe(b)
    expect(feed.requests.filter((p) => p === 'latest-linux.yml')).toHaveLength(1)
  })

  it('without a backend the state says plainly why updates are unavailable', () => {
    for (const [reason, words] of [
      ['unpackaged', 'unpackaged'],
      ['linux-deb', 'package manager'],
      ['no-feed', 'no update feed'],
    ] as const) {
      const service = new UpdateService({ backend: null, unavailable: reason, clock, autoCheck: () => true, publish: () => undefined })
      service.start()
      expect(service.state()).toMatchObject({ status: 'unavailable', reason, message: expect.stringContaining(words) })
    }
  })
})

/** Loopback I/O is real: let it run (bounded), with fake time standing still. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(done()).toBe(true)
}
