import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { repairLine, repairTail } from '../../../../renderer/src/features/chat/repair-tail'

describe('repairTail closes the last line’s unfinished inline markup', () => {
  it.each([
    ['Some **bold te', 'Some **bold te**'],
    ['Some __bold te', 'Some __bold te__'],
    ['Some *italic te', 'Some *italic te*'],
    ['Some _italic te', 'Some _italic te_'],
    ['Text ***both', 'Text ***both***'],
    ['A ~~strike', 'A ~~strike~~'],
    ['Run `npm inst', 'Run `npm inst`'],
    ['Use ``a ` b', 'Use ``a ` b``'],
    ['**run `npm', '**run `npm`**'],
    ['*a **b', '*a **b***'],
    ['***a** b', '***a** b*'],
    ['- **item', '- **item**'],
    ['* item with *emph', '* item with *emph*'],
    ['12. step **one', '12. step **one**'],
    ['## Title **bo', '## Title **bo**'],
    ['> quoted *te', '> quoted *te*'],
    ['| a | **b', '| a | **b**'],
  ])('%j → %j', (input, shown) => {
    expect(repairTail(input)).toBe(shown)
  })

  it('puts closers before trailing spaces, where they still close', () => {
    expect(repairTail('Some **bold ')).toBe('Some **bold** ')
  })

  it('hides a marker that has only just opened (nothing after it yet)', () => {
    expect(repairTail('Some **')).toBe('Some ')
    expect(repairTail('Some *')).toBe('Some ')
    expect(repairTail('Run `')).toBe('Run ')
    expect(repairTail('Run ` ')).toBe('Run ')
    expect(repairTail('**bold `')).toBe('**bold** ')
  })

  it('shows a link’s text while its address is still arriving, and leaves finished links alone', () => {
    expect(repairTail('See [the docs](https://exa')).toBe('See the docs')
    expect(repairTail('See ![a chart](https://exa')).toBe('See a chart')
    expect(repairTail('**See [the docs](https://exa')).toBe('**See the docs**')
    expect(repairTail('See [the docs](https://example.com) and *more')).toBe('See [the docs](https://example.com) and *more*')
    expect(repairTail('See [the do')).toBe('See [the do')
  })

  it('repairs only the last line: earlier lines are finished or close later', () => {
    expect(repairTail('First **line\nsecond *li')).toBe('First **line\nsecond *li*')
    expect(repairTail('**bold\nmore** and *it')).toBe('**bold\nmore** and *it*')
    expect(repairTail('a **b\n')).toBe('a **b\n')
    expect(repairTail('a **b\r\nc *d')).toBe('a **b\r\nc *d*')
  })

  it('changes nothing inside an unclosed code fence', () => {
    for (const tail of ['```ts\nconst a = **b', '~~~\nx = `y', 'Intro\n```\n*a', '````md\n```\n**x']) expect(repairTail(tail)).toBe(tail)
    expect(repairTail('```ts\nconst a = 1\n```\nThen **bold')).toBe('```ts\nconst a = 1\n```\nThen **bold**')
  })

  it('leaves what is not unfinished markup alone', () => {
    for (const line of [
      'Plain text',
      'Finished **bold** and *italic* and `code` and ~~gone~~',
      'snake_case_name and __init__',
      '2 * 3 = 6',
      '2*3 and 4*5',
      'a ~ b ~~~ c',
      'Escaped \\*star and \\`tick',
      '---',
      '***',
      '*',
      '- ',
      '- item',
      '',
    ]) {
      expect(repairTail(line)).toBe(line)
    }
  })

  it('never touches the lines before the last, and only appends to or trims the last', () => {
    const piece = fc.constantFrom('a', 'b ', ' ', '*', '**', '_', '`', '~~', '[', ']', '(', ')', 'x', '- ', '\\', '!')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.array(piece, { maxLength: 30 }), (first, last) => {
        // The x keeps the first line from being a code fence.
        const head = `x${first.join('')}\n`
        // (and the y the last line from opening one)
        const line = `y${last.join('')}`
        const shown = repairTail(head + line)
        expect(shown.startsWith(head)).toBe(true)
        const repaired = shown.slice(head.length)
        expect(repaired).toBe(repairLine(line))
      }),
    )
  })

  it('is stable: a repaired line needs no further repair', () => {
    const piece = fc.constantFrom('word', ' ', '*', '**', '_', '`', '~~', 'x')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const once = repairLine(pieces.join(''))
        expect(repairLine(once)).toBe(once)
      }),
    )
  })
})
