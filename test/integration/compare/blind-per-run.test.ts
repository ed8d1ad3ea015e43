import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { type TestApp, startTestApp } from '../../support/core/test-app'

let sim: Sim | null = null
const apps: TestApp[] = []
let dataDir = ''
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
  await sim?.close()
  sim = null
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
})

const PARAMS = { model: 'tally-nano', systemPrompt: '', maxOutputTokens: 16, temperature: null }

describe('#39: blind is a property of a compare run', () => {
  it('chosen at its start, stored with the run (list and run), kept after a restart; batch rows are never blind', async () => {
    sim = await simulator({ tokensPerSecond: 2000 })
    dataDir = await mkdtemp(join(tmpdir(), 'tally-blind-'))
    const first = await startTestApp({ dataDir })
    apps.push(first)
    await first.invoke('connections:add', { name: 'Main', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
    const blindRun = await first.invoke('compare:start', { prompt: 'Which is faster?', models: ['tally-nano', 'tally-mini'], params: PARAMS, blind: true })
    const sightedRun = await first.invoke('compare:start', { prompt: 'Which is cheaper?', models: ['tally-nano', 'tally-mini'], params: PARAMS })
    const batch = await first.invoke('batches:start', { prompts: ['Say hi'], models: ['tally-nano', 'tally-mini'], maxOutputTokens: 8 })
    await expect.poll(async () => (await first.invoke('batches:get', { id: batch.id })).status, { timeout: 20_000 }).toBe('done')

    const check = async (app: TestApp) => {
      expect((await app.invoke('conversations:get', { id: blindRun.conversationId })).blind).toBe(true)
      expect((await app.invoke('conversations:get', { id: sightedRun.conversationId })).blind).toBe(false)
      const list = (await app.invoke('conversations:list', {})).items
      expect(list.find((c) => c.id === blindRun.conversationId)?.blind).toBe(true)
      expect(list.find((c) => c.id === sightedRun.conversationId)?.blind).toBe(false)
      const batchRuns = list.filter((c) => c.kind === 'compare' && c.id !== blindRun.conversationId && c.id !== sightedRun.conversationId)
      expect(batchRuns.length).toBeGreaterThan(0)
      expect(batchRuns.every((c) => !c.blind)).toBe(true)
    }
    await check(first)
    await first.close()
    const again = await startTestApp({ dataDir })
    apps.push(again)
    await check(again)
  })
})
