import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage'
import type { Catalogue } from './catalogue'

export type CompiledCatalogue = Record<string, CompiledMessage>

/**
 * A catalogue whose ICU messages are compiled to Lingui's form the first time each is asked for,
 * then kept. A language holds thousands of messages and a screen shows a few dozen: compiling them
 * all when the language loads cost the first screen (startup_to_cached_data_ms) and every switch
 * (locale_switch_ms) tens of milliseconds. Lingui stores a language's first catalogue as given and
 * reads it by key (`messages[id]`), so it never walks this one.
 */
export function compiledOnUse(catalogue: Readonly<Record<string, string>>, compile: (message: string) => CompiledMessage): CompiledCatalogue {
  const source: Readonly<Record<string, string>> = catalogue
  const compiled = new Map<string, CompiledMessage>()
  const known = (key: string | symbol): key is string => typeof key === 'string' && Object.hasOwn(source, key)
  return new Proxy<CompiledCatalogue>(
    {},
    {
      get(_, key) {
        if (!known(key)) return undefined
        let message = compiled.get(key)
        if (message === undefined) {
          message = compile(source[key] as string)
          compiled.set(key, message)
        }
        return message
      },
      has: (_, key) => known(key),
      ownKeys: () => Object.keys(source),
      getOwnPropertyDescriptor(target, key) {
        if (!known(key)) return undefined
        return { configurable: true, enumerable: true, writable: false, value: this.get?.(target, key, target) }
      },
    },
  )
}

/** A language's messages, each compiled when first shown. */
export function compileCatalogue(catalogue: Catalogue): CompiledCatalogue {
  return compiledOnUse(catalogue, (message) => compileMessage(message))
}
