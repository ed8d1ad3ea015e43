import type { UpdatesUnavailableReason } from '../domain/updates'

/**
 * Why this copy cannot update itself, as the catalogue says it (#37): main writes the English into
 * the state's `message` (logs), the window says the reason's key in the shown language.
 */
export const UNAVAILABLE_WORDS = {
  unpackaged: 'mainWords.update.unpackaged',
  'linux-deb': 'mainWords.update.linuxDeb',
  'no-feed': 'mainWords.update.noFeed',
  'test-shell': 'mainWords.update.testShell',
} as const satisfies Record<UpdatesUnavailableReason, `mainWords.update.${string}`>
