import { describe, expect, it } from 'vitest'
import { packagesLoadedBy } from '../../support/architecture/imports'

// The first screen (the dashboard from main's caches, startup_to_cached_data_ms) loads only what
// it draws. Schemas (zod: main validates every message), charts (recharts: a sketch stands in until
// its chunk is in) and React Aria (hints and dialogs, loaded on first use) come in later chunks:
// a static import of any of them from the first bundle's files puts it back on every start.
const ENTRIES = ['renderer/src/boot.ts', 'renderer/src/main.tsx']
const LATER = ['zod', 'recharts', 'react-aria-components', 'react-aria', 'react-stately', 'streamdown', 'highlight.js', '@lingui/message-utils']

async function heavyPackages(read?: (file: string) => string | undefined): Promise<string[]> {
  const loaded = await packagesLoadedBy(ENTRIES, read)
  return LATER.filter((pkg) => loaded.has(pkg)).map((pkg) => (loaded.get(pkg) ?? []).join(' → '))
}

describe('the first screen’s bundle', () => {
  it('loads no schema, chart or dialog library', async () => {
    expect(await heavyPackages()).toEqual([])
  })

  it('the check finds one (it can fail)', async () => {
    const fake = "import { z } from 'zod'\nexport const Thing = z.object({})\n"
    const withZod = (file: string) => (file === 'renderer/src/boot.ts' ? `import './fake-schema'\n` : file === 'renderer/src/fake-schema' ? fake : undefined)
    expect(await heavyPackages(withZod)).toEqual(['renderer/src/boot.ts → renderer/src/fake-schema → zod'])
  })

  it('a type-only import is no load', async () => {
    const typeOnly = (file: string) => (file === 'renderer/src/boot.ts' ? "import type { ZodType } from 'zod'\nimport { type ZodString } from 'zod'\nexport type T = ZodType | ZodString\n" : undefined)
    expect(await heavyPackages(typeOnly)).toEqual([])
  })
})
