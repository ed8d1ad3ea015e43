/**
 * While an answer streams, its last line is often cut inside inline markup: `**bold te`,
 * `` `npm inst ``, `[the docs](https://exa`. Rendered as is, the reader sees the raw markers
 * until the closing ones arrive (streamdown's `remend` showed how much better it reads when they
 * are closed). repairTail closes what the last line left open, for display only: the live block
 * is rendered from the repaired text, the message keeps the real one, and once the answer ends
 * the real text is rendered.
 *
 * Deliberately small: only the last line, only inline markup (emphasis with * and _, ~~, code
 * spans, links and images), nothing inside an unclosed code fence (CommonMark already shows it as
 * code). A line it cannot judge is left as it is.
 */

const FENCE = /^ {0,3}(`{3,}|~{3,})/
/** A list bullet, ordered-list number, heading or quote marker at the start of a line. */
const LINE_PREFIX = /^[ \t]*(?:>[ \t]*)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+|#{1,6}[ \t]+)?/
/** A thematic break or a bullet still alone on its line (`*`, `- `, `***`): nothing to close. */
const RULE_OR_BULLET = /^[ \t]*([-*_])(?:[ \t]*\1)*[ \t]*$/

interface Open {
  /** `*`, `_` or `~`. */
  char: string
  /** Length of the delimiter run. */
  length: number
  /** Where the run starts and ends in the line. */
  at: number
  end: number
}

function isSpace(c: string | undefined): boolean {
  return c === undefined || /\s/.test(c)
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c)
}

/** True when the tail ends inside a fenced code block (opened and not closed). */
function endsInFence(tail: string): boolean {
  let open: { char: string; length: number } | null = null
  for (const line of tail.split(/\r\n|\r|\n/)) {
    const marks = FENCE.exec(line)?.[1]
    if (!marks) continue
    if (!open) {
      if (marks[0] === '`' && line.slice(line.indexOf(marks) + marks.length).includes('`')) continue
      open = { char: marks[0] as string, length: marks.length }
    } else if (marks[0] === open.char && marks.length >= open.length && line.trim() === marks) {
      open = null
    }
  }
  return open !== null
}

/** The last line with its unfinished inline markup closed (or the line unchanged). */
export function repairLine(line: string): string {
  if (RULE_OR_BULLET.test(line)) return line
  const start = LINE_PREFIX.exec(line)?.[0].length ?? 0
  const stack: Open[] = []
  let code = 0
  let codeStart = 0
  /** Where an unfinished link or image starts (`[` or `![`), and where its text is. */
  let link: { start: number; textStart: number; textEnd: number; inUrl: boolean } | null = null
  let bracket: number | null = null
  /** Where the delimiter runs that opened or closed something start. */
  const used = new Set<number>()
  let i = start
  while (i < line.length) {
    const c = line[i] as string
    if (c === '\\' && !code) {
      i += 2
      continue
    }
    if (c === '`') {
      let n = 1
      while (line[i + n] === '`') n++
      if (!code) {
        code = n
        codeStart = i
      } else if (code === n) code = 0
      i += n
      continue
    }
    if (code) {
      i++
      continue
    }
    if (link?.inUrl) {
      if (c === ')') link = null
      i++
      continue
    }
    if (c === '[') {
      bracket = i
      i++
      continue
    }
    if (c === ']' && bracket !== null) {
      if (line[i + 1] === '(') {
        const imageStart = bracket > 0 && line[bracket - 1] === '!' ? bracket - 1 : bracket
        link = { start: imageStart, textStart: bracket + 1, textEnd: i, inUrl: true }
        i += 2
      } else i++
      bracket = null
      continue
    }
    if (c === '*' || c === '_' || c === '~') {
      let n = 1
      while (line[i + n] === c) n++
      const before = line[i - 1]
      const after = line[i + n]
      if (c === '~' && n !== 2) {
        i += n
        continue
      }
      // `_` inside a word (snake_case) is not emphasis; nor is an opener glued to a word before
      // it (`2*3`), which prose almost never means as emphasis.
      const intraword = c === '_' && isWordChar(before) && isWordChar(after)
      const canOpen = !intraword && !isSpace(after) && !isWordChar(before)
      const canClose = !intraword && i > start && !isSpace(before)
      const closes = canClose && stack.some((open) => open.char === c)
      if (closes) {
        // A run closes the nearest openers of its character (`***` closes `*` and `**`); openers
        // above a closed one stay unclosed in CommonMark too: they are plain text.
        used.add(i)
        let left = n
        for (let match = stack.findLastIndex((open) => open.char === c); left > 0 && match !== -1; match = stack.findLastIndex((open) => open.char === c)) {
          const open = stack[match] as Open
          const used = Math.min(left, open.length)
          left -= used
          open.length -= used
          stack.length = open.length > 0 ? match + 1 : match
        }
      } else if (canOpen && !(c === '~' && stack.some((open) => open.char === '~'))) {
        // (Strikethrough does not nest: a second ~~ inside one is text.)
        stack.push({ char: c, length: Math.min(n, 3), at: i, end: i + n })
        used.add(i)
      }
      i += n
      continue
    }
    i++
  }

  if (link?.inUrl) {
    // `[text](https://exa` → the text, until the address is complete.
    const text = line.slice(link.textStart, link.textEnd)
    return repairLine(line.slice(0, link.start) + text)
  }
  let body = line
  // A code span opened with nothing in it yet: hide its backticks.
  if (code && line.slice(codeStart + code).trim() === '') {
    body = line.slice(0, codeStart)
    code = 0
  }
  // Markers at the end that have nothing after them yet are about to open something: hide them,
  // as well as an opener left with nothing after it once they are gone.
  for (let changed = !code; changed; ) {
    changed = false
    const run = /([*_~])\1*$/.exec(body.trimEnd())
    if (run && !used.has(run.index) && body[run.index - 1] !== '\\') {
      body = body.slice(0, run.index)
      changed = true
    }
    const top = stack.at(-1)
    if (top && body.slice(top.end).trim() === '') {
      body = body.slice(0, top.at)
      stack.pop()
      changed = true
    }
  }
  // Closers go before trailing spaces (`**bold **` would not close).
  const trailing = /\s*$/.exec(body)?.[0] ?? ''
  const core = body.slice(0, body.length - trailing.length)
  // A closing run glued to a backtick inside the span would be a longer run: a space keeps it apart.
  let closers = code ? `${core.endsWith('`') ? ' ' : ''}${'`'.repeat(code)}` : ''
  for (let k = stack.length - 1; k >= 0; k--) {
    const open = stack[k] as Open
    // A closer glued to the same character in the text would make another run: leave it open.
    if (closers === '' && core.endsWith(open.char)) continue
    closers += open.char === '~' ? '~~' : open.char.repeat(open.length)
  }
  if (!closers) return body === line ? line : core + trailing
  return core + closers + trailing
}

/**
 * The live tail as it should be shown while streaming: its last line's unfinished inline
 * markup closed, nothing changed inside an unclosed code fence.
 */
export function repairTail(tail: string): string {
  if (tail === '' || endsInFence(tail)) return tail
  const lastBreak = Math.max(tail.lastIndexOf('\n'), tail.lastIndexOf('\r'))
  const line = tail.slice(lastBreak + 1)
  if (line === '') return tail
  const repaired = repairLine(line)
  return repaired === line ? tail : tail.slice(0, lastBreak + 1) + repaired
}
