import { AppFailure, type Said, makeError } from '../../../shared/error-model'
import type { MessageValues } from '../../../shared/i18n/catalogue'

/** Why a file cannot be read (or read on): each said in sentences (namespace `fileErrors`), naming what is wrong. */
export type ImportProblemCode =
  | 'empty_file'
  | 'not_json'
  | 'broken_json'
  | 'truncated_json'
  | 'invalid_utf8'
  | 'unknown_shape'
  | 'truncated_zip'
  | 'broken_zip'
  | 'zip_bomb'
  | 'nothing_to_import'
  | 'import_cancelled'
  | 'import_gone'

export const IMPORT_ENDPOINT = 'import'

export function importProblem(code: ImportProblemCode, said: Said | readonly Said[]): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code, say: said, endpoint: IMPORT_ENDPOINT }))
}

export type SizeUnit = 'B' | 'KB' | 'MB' | 'GB' | 'TB'

/**
 * A size for people as a message's two arguments, `<name>` (the number, rounded: "812", "1.4", "21")
 * and `<name>Unit`: the catalogue writes `{name, number} {nameUnit, select, …}`, so the number takes
 * the shown language's format and the unit its words ("812 bytes", "1.4 GB"; "1,4 ГБ").
 */
export function sizeArgs(name: string, n: number): MessageValues {
  const units: SizeUnit[] = ['KB', 'MB', 'GB', 'TB']
  if (n < 1000) return { [name]: n, [`${name}Unit`]: 'B' }
  let value = n / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return { [name]: value < 10 ? Number(value.toFixed(1)) : Math.round(value), [`${name}Unit`]: units[unit] as SizeUnit }
}
