/**
 * #37: a number shown in a message goes through the language's number format (`{n, number}`, or `#`
 * in a plural), so German reads "1,5 s" and every language groups thousands its own way. A number
 * handed to a plain `{n}` is written as JavaScript prints it. Tests install a watcher that fails on
 * it (test/support/i18n-english.ts); the app installs none and pays nothing.
 */
type Watcher = (key: string, names: readonly string[]) => void

let watcher: Watcher | null = null

export function watchPlainNumbers(next: Watcher | null): void {
  watcher = next
}

/** Calls the watcher when `values` gives a number to a placeholder `message` (compiled) shows as given. */
export function checkPlainNumbers(key: string, message: unknown, values: Readonly<Record<string, unknown>> | undefined): void {
  if (watcher === null || values === undefined) return
  const plain = plainPlaceholders(message)
  const names = Object.keys(values).filter((name) => typeof values[name] === 'number' && plain.has(name))
  if (names.length > 0) watcher(key, names)
}

/** A compiled message's placeholders shown as given: tokens `[name]`, at any depth of its plurals and selects. */
export function plainPlaceholders(message: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into
  for (const token of message) {
    if (!Array.isArray(token)) continue
    const [name, type, format] = token as [string, string?, unknown?]
    if (type === undefined) into.add(name)
    else if (format !== null && typeof format === 'object') for (const choice of Object.values(format)) plainPlaceholders(choice, into)
  }
  return into
}
