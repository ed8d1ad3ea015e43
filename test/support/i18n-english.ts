// The window's language in tests: English, loaded once per test file, as the app loads it at start
// (boot.ts). A test of another language switches with translator.use and switches back.
import { translator } from '../../renderer/src/i18n'

await translator.use('en')
