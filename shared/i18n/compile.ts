import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage'
import type { Catalogue } from './catalogue'
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoText } from './pseudo'

export type CompiledCatalogue = Record<string, CompiledMessage>

/**
 * ICU messages to Lingui's compiled form, once per language when it loads (the compiler comes with
 * the language's chunk, not the first bundle).
 */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  const out: CompiledCatalogue = {}
  for (const [key, message] of Object.entries(catalogue)) out[key] = compileMessage(message)
  return out
}

/**
 * The pseudo-locale from English: the text of every message (plural forms included, placeholders
 * kept) accented and 35 % longer, the whole bracketed ⟦…⟧. Text on screen without the brackets was
 * never translated.
 */
export function compilePseudo(english: Catalogue): CompiledCatalogue {
  const out: CompiledCatalogue = {}
  for (const [key, message] of Object.entries(english)) out[key] = [PSEUDO_OPEN, ...compileMessage(message, pseudoText), PSEUDO_CLOSE]
  return out
}
