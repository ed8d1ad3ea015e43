import { randomUUID } from 'node:crypto'
import { PromptDraft, PromptExport, type SavedPrompt } from '../../../shared/domain/prompts'
import { inputError, say } from '../../../shared/error-model'
import type { Clock } from '../time/clock'
import type { PromptStore } from './prompt-store'

export interface PromptServiceDeps {
  store: PromptStore
  saveFile(defaultName: string, contents: string): Promise<string | null>
  clock: Pick<Clock, 'now'>
  newId?: () => string
}

/** #27: the prompt library: saved prompts and system-prompt presets, searchable, exported and imported as JSON. */
export class PromptService {
  private readonly newId: () => string

  constructor(private readonly deps: PromptServiceDeps) {
    this.newId = deps.newId ?? randomUUID
  }

  list(query: { search: string; tag: string | null }): { prompts: SavedPrompt[]; tags: string[] } {
    return { prompts: this.deps.store.search(query.search.trim(), query.tag), tags: this.deps.store.tags() }
  }

  save(draft: PromptDraft): SavedPrompt {
    const d = PromptDraft.parse(draft)
    const at = new Date(this.deps.clock.now()).toISOString()
    const old = d.id ? this.deps.store.get(d.id) : null
    if (d.id && !old) throw inputError('prompt_not_found', say('errors.prompts.gone'), 'id')
    const prompt: SavedPrompt = { id: old?.id ?? this.newId(), kind: d.kind, title: d.title, body: d.body, tags: [...new Set(d.tags)], createdAt: old?.createdAt ?? at, updatedAt: at }
    this.deps.store.put(prompt)
    return prompt
  }

  delete(id: string): { deleted: boolean } {
    return { deleted: this.deps.store.remove(id) }
  }

  async exportJson(): Promise<{ saved: boolean; path: string | null; count: number }> {
    const prompts = this.deps.store.search('', null)
    const file = { tokentally: 'prompts', version: 1, prompts: prompts.map(({ kind, title, body, tags }) => ({ kind, title, body, tags })) }
    const path = await this.deps.saveFile('tokentally-prompts.json', `${JSON.stringify(file, null, 2)}\n`)
    return { saved: path !== null, path, count: prompts.length }
  }

  /**
   * Adds the prompts of an export file as new prompts. A file that is not one is refused whole;
   * within a good file, an entry that is not a valid prompt is skipped and counted.
   */
  importJson(text: string): { imported: number; skipped: number } {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      throw inputError('invalid_import', say('errors.prompts.notJson'), 'json')
    }
    const file = PromptExport.safeParse(data)
    if (!file.success) throw inputError('invalid_import', say('errors.prompts.notExport'), 'json')
    let imported = 0
    let skipped = 0
    for (const entry of file.data.prompts) {
      const draft = PromptDraft.safeParse({ kind: entry.kind, title: entry.title, body: entry.body, tags: entry.tags })
      if (!draft.success) {
        skipped++
        continue
      }
      this.save(draft.data)
      imported++
    }
    return { imported, skipped }
  }
}
