/**
 * `{{variables}}` in saved prompts. A name is a letter or underscore, then letters, digits, `_`,
 * `-` or `.` (at most 64), with optional spaces inside the braces: `{{ topic }}`. Anything else in
 * braces is text: `{{}}`, `{{ two words }}`, a lone `{{`.
 */
const VARIABLE = /\{\{\s*([A-Za-z_][\w.-]{0,63})\s*\}\}/g

/** The most text one fill may produce (the composer's own limit). */
export const MAX_FILLED_CHARS = 5_000_000

/** Each variable's name once, in the order it first appears. */
export function variablesOf(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1]!))]
}

export type FillResult = { ok: true; text: string; missing: string[] } | { ok: false; reason: 'too_long'; length: number }

/**
 * The template with each variable replaced by its value, in ONE pass over the template: a value is
 * never read for variables itself, so a value holding `{{other}}` or stray braces stays as typed.
 * A variable with no value (or an empty one) stays as `{{name}}` and is listed in `missing`.
 * Values are not trimmed. If the result would exceed MAX_FILLED_CHARS nothing is built.
 */
export function fillVariables(template: string, values: Readonly<Record<string, string>>): FillResult {
  const has = (name: string) => Object.hasOwn(values, name) && (values[name] ?? '') !== ''
  const missing = variablesOf(template).filter((name) => !has(name))
  let length = template.length
  for (const m of template.matchAll(VARIABLE)) if (has(m[1]!)) length += values[m[1]!]!.length - m[0].length
  if (length > MAX_FILLED_CHARS) return { ok: false, reason: 'too_long', length }
  // A function replacer: `$&`, `$1` and friends in a value are text, not patterns.
  const text = template.replace(VARIABLE, (whole: string, name: string) => (has(name) ? values[name]! : whole))
  return { ok: true, text, missing }
}
