import { extname } from 'node:path'

const NAMES: Record<string, string> = { csv: 'CSV', md: 'Markdown', json: 'JSON', html: 'HTML page', zip: 'Zip archive', 'tokentally-backup': 'Tokentally backup' }

/** The save dialog's file type, from the suggested name's extension (none: no filter). */
export function saveFilters(defaultName: string): { name: string; extensions: string[] }[] {
  const ext = extname(defaultName).slice(1).toLowerCase()
  return ext ? [{ name: NAMES[ext] ?? ext.toUpperCase(), extensions: [ext] }] : []
}
