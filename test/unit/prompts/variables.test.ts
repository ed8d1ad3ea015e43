import { describe, expect, it } from 'vitest'
import { MAX_FILLED_CHARS, fillVariables, variablesOf } from '../../../shared/prompts/variables'

describe('variablesOf', () => {
  it('lists each name once, in order, with spaces allowed inside the braces', () => {
    expect(variablesOf('Write {{ tone }} notes on {{topic}} for {{audience}} in a {{tone}} voice')).toEqual(['tone', 'topic', 'audience'])
  })

  it('treats malformed braces as text', () => {
    expect(variablesOf('{{}} {{ two words }} {{ {x}} {{1abc}} {single} {{a}')).toEqual([])
    expect(variablesOf('{{{x}}}')).toEqual(['x'])
  })
})

describe('fillVariables', () => {
  it('replaces every use of a variable', () => {
    expect(fillVariables('{{a}} and {{ a }} then {{b}}', { a: '1', b: '2' })).toEqual({ ok: true, text: '1 and 1 then 2', missing: [] })
  })

  it('never expands a value: braces and variable names in values stay as typed', () => {
    const r = fillVariables('Q: {{question}} / {{other}}', { question: '{{other}} }}{{ {{question}}', other: 'X' })
    expect(r).toEqual({ ok: true, text: 'Q: {{other}} }}{{ {{question}} / X', missing: [] })
  })

  it('keeps replacement patterns in values literal', () => {
    expect(fillVariables('{{v}}', { v: "$& $1 $$ $` $'" })).toEqual({ ok: true, text: "$& $1 $$ $` $'", missing: [] })
  })

  it('leaves a missing or empty variable in place and names it', () => {
    expect(fillVariables('Hi {{name}}, re {{topic}}', { name: '' })).toEqual({ ok: true, text: 'Hi {{name}}, re {{topic}}', missing: ['name', 'topic'] })
  })

  it('ignores values for names the template does not have, and prototype names', () => {
    expect(fillVariables('{{constructor}} {{toString}}', { x: 'y' })).toEqual({ ok: true, text: '{{constructor}} {{toString}}', missing: ['constructor', 'toString'] })
    expect(fillVariables('plain text', { __proto__: 'x', other: 'y' })).toEqual({ ok: true, text: 'plain text', missing: [] })
  })

  it('accepts a very long value up to the limit and refuses one past it without building it', () => {
    const long = 'x'.repeat(MAX_FILLED_CHARS - 10)
    const fits = fillVariables('[{{v}}]', { v: long })
    expect(fits.ok && fits.text.length).toBe(MAX_FILLED_CHARS - 8)
    expect(fillVariables('{{v}}{{v}}', { v: long })).toEqual({ ok: false, reason: 'too_long', length: 2 * long.length })
  })

  it('handles a template of many braces in linear time', () => {
    const hostile = '{{'.repeat(100_000) + '}}'.repeat(100_000)
    expect(fillVariables(hostile, { a: 'b' }).ok).toBe(true)
  })
})
