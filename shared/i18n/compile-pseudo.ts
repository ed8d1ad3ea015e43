import type { Catalogue } from './catalogue'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { type CompiledCatalogue, compiledOnUse } from './compile'
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from './pseudo'

/**
 * The pseudo-locale from English: the text of every message (plural forms included, placeholders
 * kept) accented and 35 % longer, the whole bracketed ⟦…⟧. Text on screen without the brackets was
 * never translated. A module of its own: the compiler's chunk then needs nothing from the app's
 * bundle, so the page can load it before that bundle has run (scripts/vite/page-start.ts).
 */
export function compilePseudo(english: Catalogue): CompiledCatalogue {
  return compiledOnUse(english, (message) => [PSEUDO_OPEN, ...compileMessage(message, pseudoText), PSEUDO_CLOSE])
}
