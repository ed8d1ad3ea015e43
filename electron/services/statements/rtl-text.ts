/** The drawing calls of pdfkit that right-to-left text needs (a PDFKit.PDFDocument fits). */
export interface TextCanvas {
  widthOfString(text: string): number
  currentLineHeight(includeGap?: boolean): number
  text(text: string, x: number, y: number, options: { lineBreak: false }): unknown
}

const ARABIC_LETTER = /[\u0600-\u065F\u066E-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/
const LATIN_LETTER = /[A-Za-z]/
/** fontkit turns an Arabic word's glyphs around but does not mirror its brackets: they are swapped here. */
const mirrored = (word: string) => word.replace(/[()]/g, (c) => (c === '(' ? ')' : '('))

/**
 * A line of a right-to-left paragraph in the order it is drawn, left to right, word by word. pdfkit has no bidi
 * algorithm: it lays a line out word by word in the order given, and its font engine (fontkit) shapes each Arabic
 * word and turns that word's glyphs around itself. So the words are put in visual order here: the line's runs
 * from the end to the start, a run of left-to-right words (names with Latin letters) kept in its own order;
 * numbers and signs standing alone take the line's direction, as the Unicode bidi algorithm would place them.
 * Not the whole algorithm: brackets around Latin text beside Arabic are not paired.
 */
export function visualWords(line: string): string[] {
  const words = line.split(' ').filter((w) => w !== '')
  const runs: string[][] = []
  for (const word of words) {
    const last = runs[runs.length - 1]
    if (ARABIC_LETTER.test(word)) runs.push([mirrored(word)])
    else if (LATIN_LETTER.test(word) && last && LATIN_LETTER.test(last[last.length - 1] ?? '')) last.push(word)
    else runs.push([word])
  }
  return runs.reverse().flat()
}

/** Logical lines that fit `width`, broken between words. */
function wrap(canvas: TextCanvas, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const next = line === '' ? word : `${line} ${word}`
    if (line !== '' && canvas.widthOfString(next) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line !== '') lines.push(line)
  return lines
}

/**
 * Right-to-left text in a box [x, x + width) from `y`, right-aligned, each word placed where it belongs (pdfkit
 * would carry the space after an Arabic word to its other side). Returns the y under the last line.
 */
export function drawRtl(canvas: TextCanvas, text: string, x: number, y: number, width: number): number {
  const space = canvas.widthOfString(' ')
  const height = canvas.currentLineHeight(true)
  let top = y
  for (const line of wrap(canvas, text, width)) {
    const words = visualWords(line)
    const total = words.reduce((sum, w) => sum + canvas.widthOfString(w), 0) + space * (words.length - 1)
    let left = x + width - total
    for (const word of words) {
      canvas.text(word, left, top, { lineBreak: false })
      left += canvas.widthOfString(word) + space
    }
    top += height
  }
  return top
}
