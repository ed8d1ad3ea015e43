import { describe, expect, it } from 'vitest'
import { BlockSplitter, allBlocks, splitBlocks } from '../../../../renderer/src/features/chat/blocks'

const split = (text: string) => allBlocks(splitBlocks(text))

describe('splitBlocks', () => {
  it('splits at blank lines', () => {
    expect(split('# Title\n\nFirst paragraph.\nStill first.\n\n- a\n- b\n')).toEqual(['# Title', 'First paragraph.\nStill first.', '- a\n- b'])
  })

  it('treats several blank lines (and whitespace-only lines) as one break', () => {
    expect(split('a\n\n\n  \n\t\nb')).toEqual(['a', 'b'])
  })

  it('returns nothing for empty or blank text', () => {
    expect(split('')).toEqual([])
    expect(split('\n\n  \n')).toEqual([])
    expect(splitBlocks('\n\n').tail).toBe('')
  })

  it('never splits inside a fenced code block', () => {
    const code = '```ts\nconst a = 1\n\n\nconst b = 2\n```'
    expect(split(`Intro\n\n${code}\n\nAfter`)).toEqual(['Intro', code, 'After'])
  })

  it('keeps an unclosed fence (still streaming) as one growing tail', () => {
    const blocks = splitBlocks('Intro\n\n```py\nx = 1\n\ny = 2\n')
    expect(blocks.done).toEqual(['Intro'])
    expect(blocks.tail).toBe('```py\nx = 1\n\ny = 2')
  })

  it('handles tilde fences and longer closing fences; a shorter or different fence does not close', () => {
    expect(split('~~~\na\n\n```\nb\n~~~~\n\nc')).toEqual(['~~~\na\n\n```\nb\n~~~~', 'c'])
    expect(split('````\na\n```\n\nstill code\n````\n\nafter')).toEqual(['````\na\n```\n\nstill code\n````', 'after'])
  })

  it('does not take an inline ``` run with backticks in the info string as a fence', () => {
    expect(split('```not a fence```\n\nnext')).toEqual(['```not a fence```', 'next'])
  })

  it('keeps an indented continuation (a list item paragraph) in the same block', () => {
    expect(split('1. First\n\n   more about first\n\n2. Second')).toEqual(['1. First\n\n   more about first', '2. Second'])
  })

  it('accepts CRLF and lone CR line endings', () => {
    expect(split('a\r\nb\r\n\r\nc\r\n')).toEqual(['a\r\nb', 'c'])
    expect(split('```\r\nx\r\n\r\ny\r\n```\r\n\r\nz')).toEqual(['```\r\nx\r\n\r\ny\r\n```', 'z'])
    expect(split('a\r\rb')).toEqual(['a', 'b'])
  })

  it('handles a CRLF split across two chunks', () => {
    const splitter = new BlockSplitter()
    splitter.split('a\r')
    splitter.split('a\r\n\r')
    const blocks = splitter.split('a\r\n\r\nb')
    expect(allBlocks(blocks)).toEqual(['a', 'b'])
  })

  it('finishes a block only once the next one has started', () => {
    expect(splitBlocks('para\n\n').done).toEqual([])
    expect(splitBlocks('para\n\n').tail).toBe('para')
    expect(splitBlocks('para\n\nn').done).toEqual(['para'])
  })

  it('grows the last block while earlier blocks stay identical', () => {
    const answer = '## Notes\n\nSome text here.\n\n```js\nconsole.log(1)\n\nconsole.log(2)\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nThe end.'
    const splitter = new BlockSplitter()
    const seen: string[][] = []
    for (let i = 1; i <= answer.length; i++) {
      const blocks = splitter.split(answer.slice(0, i))
      // Finished blocks never change once finished: each earlier snapshot is a prefix of the next.
      const previous = seen.at(-1) ?? []
      expect(blocks.done.slice(0, previous.length)).toEqual(previous)
      seen.push([...blocks.done])
    }
    expect(allBlocks(splitter.split(answer))).toEqual(split(answer))
    expect(split(answer)).toEqual(['## Notes', 'Some text here.', '```js\nconsole.log(1)\n\nconsole.log(2)\n```', '| a | b |\n| - | - |\n| 1 | 2 |', 'The end.'])
  })

  it('gives the same blocks incrementally as in one go, whatever the chunking', () => {
    const answer = 'a\n\n```\nb\n\nc\n```\n\n- d\n\n  e\n\nf\r\n\r\ng'
    for (const size of [1, 2, 3, 5, 8, 13]) {
      const splitter = new BlockSplitter()
      let text = ''
      for (let i = 0; i < answer.length; i += size) text = answer.slice(0, i + size)
      for (let i = size; i < answer.length + size; i += size) splitter.split(answer.slice(0, i))
      expect(allBlocks(splitter.split(text))).toEqual(split(answer))
    }
  })

  it('splits from scratch when the text is not a continuation', () => {
    const first = splitBlocks('one\n\ntwo')
    const second = splitBlocks('three\n\nfour', first)
    expect(allBlocks(second)).toEqual(['three', 'four'])
  })

  it('returns the previous result when the text did not change', () => {
    const first = splitBlocks('one\n\ntwo')
    expect(splitBlocks('one\n\ntwo', first)).toBe(first)
  })

  it('keeps the same done array while no block finishes', () => {
    const first = splitBlocks('one\n\ntwo')
    const second = splitBlocks('one\n\ntwo and more', first)
    expect(second.done).toBe(first.done)
    expect(second.tail).toBe('two and more')
  })

  it('splits a long streamed answer incrementally, rescanning only the tail', () => {
    // ~120 KB streamed in 3,000 updates (about what 5,000 tokens/s gives over half a minute of frames).
    const words = Array.from({ length: 3000 }, (_, i) => (i % 12 === 11 ? `word${i}\n\n` : i % 40 === 0 ? '\n```js\nconst x = 1\n```\n\n' : `word${i} with text `))
    const splitter = new BlockSplitter()
    let text = ''
    for (const word of words) {
      text += word
      splitter.split(text)
    }
    // Its speed is part of the chat render benchmarks (`npm run bench`); here only the result counts.
    expect(allBlocks(splitter.split(text))).toEqual(split(text))
  })
})
