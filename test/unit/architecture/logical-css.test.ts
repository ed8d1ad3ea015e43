import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '../../support/architecture/imports'

// #37: Arabic mirrors the layout through logical properties (inline-start/end). A physical left or
// right in a stylesheet stays put in right-to-left and breaks the mirror: this check names it.

const PHYSICAL = /\b(?:margin|padding|border)-(?:left|right)\b|\btext-align:\s*(?:left|right)\b|\bfloat:\s*(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:/

/** Each `file:line: text` whose declaration is physical. */
export function physicalDeclarations(file: string, css: string): string[] {
  return css.split('\n').flatMap((line, i) => (PHYSICAL.test(line.replace(/\/\*.*?\*\//g, '')) ? [`${file}:${i + 1}: ${line.trim()}`] : []))
}

function stylesheets(dir = join(ROOT, 'renderer')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

describe('the stylesheets mirror for right-to-left', () => {
  it('use logical properties only: no margin/padding/border-left|right, text-align or float left|right, nor left:/right:', () => {
    const found = stylesheets().flatMap((path) => physicalDeclarations(relative(ROOT, path), readFileSync(path, 'utf8')))
    expect(found).toEqual([])
  })

  it('finds a planted physical declaration (and leaves logical ones and comments alone)', () => {
    const css = '.a { margin-inline-start: 1rem; }\n.b { margin-left: 1rem; }\n.c { text-align: end; }\n.d { position: absolute; right: 0; }\n/* margin-left in a comment */'
    expect(physicalDeclarations('x.css', css)).toEqual(['x.css:2: .b { margin-left: 1rem; }', 'x.css:4: .d { position: absolute; right: 0; }'])
  })
})
