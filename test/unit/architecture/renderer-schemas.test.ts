import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, packagesLoadedBy } from '../../support/architecture/imports'

// Main validates every message with the schemas; the renderer needs none of them. A value import
// of a schema module (even for a constant beside it) loads zod and builds every schema of that
// module and its imports in the page: the Settings view's chunk did (PollingSection's
// MIN_POLL_SECONDS from shared/domain/settings.ts), about 280 kB of schema objects in the
// renderer's heap from the first visit to Settings on (the soak's renderer heap growth, #33).

function rendererSources(dir = join(ROOT, 'renderer', 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return rendererSources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative(ROOT, path)] : []
  })
}

describe('the renderer', () => {
  it('loads no zod: no module of any chunk imports a schema at run time', async () => {
    const loaded = await packagesLoadedBy(rendererSources())
    expect(loaded.get('zod') ?? null).toBeNull()
  })

  it('the check finds a schema module imported for a constant (it can fail)', async () => {
    const polling = 'renderer/src/features/settings/PollingSection.tsx'
    const read = (file: string) => (file === polling ? "import { Theme } from '../../../../shared/domain/settings'\nexport const themes = Theme.options\n" : undefined)
    const loaded = await packagesLoadedBy([polling], read)
    expect(loaded.get('zod')).toEqual([polling, 'shared/domain/settings.ts', 'zod'])
  })
})
