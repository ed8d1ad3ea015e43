import { AppFailure, makeError } from '../../../shared/error-model'

/** Why a file cannot be read (or read on): each a sentence for a person, naming what is wrong. */
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

export function importProblem(code: ImportProblemCode, message: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code, message, endpoint: IMPORT_ENDPOINT }))
}

/** Sizes for people: "812 KB", "1.4 GB". */
export function bytesText(n: number): string {
  if (n < 1000) return `${n} bytes`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = n / 1000
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`
}
