// The window's language in tests: English, loaded once per test file, as the app loads it at start
// (boot.ts). A test of another language switches with translator.use and switches back.
// Numbers shown in a message must go through the language's format (shared/i18n/plain-numbers.ts):
// every test that shows one raw fails.
import { translator } from '../../renderer/src/i18n'
import { watchPlainNumbers } from '../../shared/i18n/plain-numbers'

watchPlainNumbers((key, names) => {
  throw new Error(`${key} shows ${names.map((n) => `{${n}}`).join(', ')} as given: write {name, number} (or a plural) so the language formats it`)
})

await translator.use('en')
