import { describe, expect, it } from 'vitest'
import { MAX_ATTACHMENT_BYTES, decodeTextFile, fenceAttachment } from '../../../shared/attachments/text-file'

const utf8 = (s: string) => new TextEncoder().encode(s)
function utf16(s: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const out = new Uint8Array(s.length * 2 + (bom ? 2 : 0))
  let i = 0
  if (bom) {
    out.set(endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff])
    i = 2
  }
  for (const ch of s) {
    const c = ch.charCodeAt(0)
    out[i++] = endian === 'le' ? c & 0xff : c >> 8
    out[i++] = endian === 'le' ? c >> 8 : c & 0xff
  }
  return out
}

const TEXT = 'name,price\ncafé,3.50\nnaïve “quotes”,1\n'

describe('decodeTextFile', () => {
  it('reads UTF-8 with and without a BOM (the BOM dropped)', () => {
    expect(decodeTextFile('a.csv', utf8(TEXT))).toEqual({ ok: true, text: TEXT, encoding: 'utf-8' })
    expect(decodeTextFile('a.csv', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(TEXT)]))).toEqual({ ok: true, text: TEXT, encoding: 'utf-8' })
  })

  it('reads UTF-16 LE and BE, with a BOM and sniffed without one', () => {
    for (const endian of ['le', 'be'] as const) {
      for (const bom of [true, false]) {
        expect(decodeTextFile('notes.txt', utf16(TEXT, endian, bom))).toEqual({ ok: true, text: TEXT, encoding: `utf-16${endian}` })
      }
    }
  })

  it('refuses binary content, invalid UTF-8, a type that is not text, and a file over the limit', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0x00, 0x10])
    expect(decodeTextFile('image.txt', png)).toMatchObject({ ok: false, reason: 'binary' })
    expect(decodeTextFile('data.json', utf8('{"a":1}\u0001\u0002\u0003\u0004\u0005'))).toMatchObject({ ok: false, reason: 'binary' })
    expect(decodeTextFile('latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b]))).toMatchObject({ ok: false, reason: 'undecodable', message: 'latin1.txt is not valid UTF-8 text. Save it as UTF-8 and attach it again.' })
    expect(decodeTextFile('photo.png', utf8('x'))).toMatchObject({ ok: false, reason: 'unsupported_type' })
    expect(decodeTextFile('Makefile', utf8('all:'))).toMatchObject({ ok: false, reason: 'unsupported_type' })
    expect(decodeTextFile('big.md', new Uint8Array(MAX_ATTACHMENT_BYTES + 1).fill(0x61))).toMatchObject({ ok: false, reason: 'too_large', message: 'big.md is 1.0 MB: attachments can be up to 1 MB.' })
    expect(decodeTextFile('edge.md', new Uint8Array(MAX_ATTACHMENT_BYTES).fill(0x61)).ok).toBe(true)
  })

  it('#39: says an empty file is empty instead of attaching nothing silently; accepts source code by extension, whatever its case', () => {
    expect(decodeTextFile('empty.txt', new Uint8Array())).toEqual({ ok: false, reason: 'empty', message: 'empty.txt is empty: nothing was attached.' })
    expect(decodeTextFile('blank.md', utf8(' \n\n'))).toMatchObject({ ok: false, reason: 'empty' })
    expect(decodeTextFile('Main.PY', utf8('print(1)\n')).ok).toBe(true)
  })
})

describe('fenceAttachment', () => {
  it('names the file and fences it with its language', () => {
    expect(fenceAttachment('a.ts', 'const a = 1')).toBe('a.ts:\n```ts\nconst a = 1\n```')
  })

  it('uses a fence longer than any backtick run inside, so the file cannot close it', () => {
    const fenced = fenceAttachment('README.md', 'x\n````js\ny\n````\n')
    expect(fenced).toBe('README.md:\n`````markdown\nx\n````js\ny\n````\n`````')
  })
})
