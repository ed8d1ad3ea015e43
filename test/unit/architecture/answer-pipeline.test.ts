import { describe, expect, it } from 'vitest'
import { importsOf, sourceFiles } from '../../support/architecture/imports'

// One answer pipeline: every kind of run (chat, compare, batch) goes through AnswerRunner. The
// stream's internals (SSE decoding, delta batching, request events, metrics, stream options) are
// the runner's own: a second runner built beside it would have to import them, and this fails.
const INTERNALS = 'electron/services/answers/stream/'
const RUNNER = 'electron/services/answers/'

async function violations(files: string[], read?: (file: string) => string): Promise<string[]> {
  const found: string[] = []
  for (const file of files) {
    if (file.startsWith(RUNNER)) continue
    for (const target of await importsOf(file, read?.(file))) if (target.startsWith(INTERNALS)) found.push(`${file} → ${target}`)
  }
  return found
}

describe('the one answer pipeline', () => {
  it('nothing outside the runner imports the stream internals', async () => {
    const files = [...sourceFiles('electron'), ...sourceFiles('shared'), ...sourceFiles('renderer/src')]
    expect(await violations(files)).toEqual([])
  })

  it('the check finds a second runner (it can fail)', async () => {
    const fake = 'electron/services/batch/batch-service.ts'
    const source = "import { streamChat } from '../answers/stream/chat-stream'\nimport type { AnswerRunner } from '../answers/answer-runner'\n"
    expect(await violations([fake], () => source)).toEqual([`${fake} → electron/services/answers/stream/chat-stream`])
  })
})
