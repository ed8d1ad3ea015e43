const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Ƥ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
}
/** The pseudo-locale's brackets around every message. */
export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

/** About 35 % longer (what German or Russian do to a label): vowels doubled, then tildes. */
function lengthen(text: string): string {
  let extra = Math.ceil(text.replace(/[^A-Za-z]/g, '').length * 0.35)
  let out = ''
  for (const ch of text) {
    out += ch
    if (extra > 0 && /[aeiouAEIOU]/.test(ch)) {
      out += ch
      extra--
    }
  }
  return extra > 0 ? out + '~'.repeat(extra) : out
}

/** One piece of a message's text in the pseudo-locale: longer, then accented. */
export function pseudoText(text: string): string {
  let out = ''
  for (const ch of lengthen(text)) out += ACCENTED[ch] ?? ch
  return out
}
