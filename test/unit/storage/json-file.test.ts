import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppFailure } from '../../../shared/error-model'
import { JsonFile } from '../../../electron/services/storage/json-file'

const Schema = z.object({ count: z.number().int() })
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-json-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('JsonFile', () => {
  it('round-trips a value and reports a missing file as missing', async () => {
    const file = new JsonFile(join(dir, 'a.json'), Schema, 1)
    expect(await file.load()).toEqual({ status: 'missing' })
    await file.save({ count: 3 })
    expect(await new JsonFile(join(dir, 'a.json'), Schema, 1).load()).toEqual({ status: 'ok', value: { count: 3 } })
  })

  it('keeps the last of concurrent saves', async () => {
    const file = new JsonFile(join(dir, 'a.json'), Schema, 1)
    await Promise.all(Array.from({ length: 20 }, (_, i) => file.save({ count: i })))
    expect(await file.load()).toEqual({ status: 'ok', value: { count: 19 } })
  })

  it('sets aside garbage, another schema version and data that fails its schema, without throwing', async () => {
    for (const [body, reason] of [
      ['{not json', /not valid JSON/],
      [JSON.stringify({ version: 2, data: { count: 1 } }), /schema version 2 is not 1/],
      [JSON.stringify({ version: 1, data: { count: 'x' } }), /does not match its schema/],
    ] as const) {
      await writeFile(join(dir, 'a.json'), body)
      const result = await new JsonFile(join(dir, 'a.json'), Schema, 1).load()
      expect(result).toMatchObject({ status: 'corrupt', reason: expect.stringMatching(reason) })
      expect((await readdir(dir)).some((f) => f.startsWith('a.json.corrupt-'))).toBe(true)
      expect((await readdir(dir)).includes('a.json')).toBe(false)
    }
  })

  it('removes temp files that a killed write left behind', async () => {
    const file = new JsonFile(join(dir, 'a.json'), Schema, 1)
    await file.save({ count: 1 })
    await writeFile(join(dir, 'a.json.123456789'), '{"version":1,"data":{"cou')
    await writeFile(join(dir, 'other.json.42'), 'not ours')
    expect(await file.load()).toEqual({ status: 'ok', value: { count: 1 } })
    expect((await readdir(dir)).sort()).toEqual(['a.json', 'other.json.42'])
  })

  it('reports a write it cannot do as storage_error naming the file', async () => {
    await writeFile(join(dir, 'blocker'), 'a file where a folder should be')
    const file = new JsonFile(join(dir, 'blocker', 'a.json'), Schema, 1)
    const error = await file.save({ count: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).error).toMatchObject({ code: 'storage_error', message: expect.stringContaining(join(dir, 'blocker', 'a.json')) })
  })
})
