import { t } from '../../i18n'

/** The title main stores for a conversation not yet named (electron/services/chat/titles.ts DEFAULT_TITLE; kept English, its sign). */
const UNNAMED = 'New chat'

/** A conversation's title as shown: its own, or "New chat" in the shown language while it has none (#37). */
export function shownTitle(title: string): string {
  return title === UNNAMED ? t('titles.newChat') : title
}
