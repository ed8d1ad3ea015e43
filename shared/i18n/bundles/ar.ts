// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ar'
import balance from '../messages/balance/ar'
import chat from '../messages/chat/ar'
import guard from '../messages/guard/ar'
import keys from '../messages/keys/ar'
import money from '../messages/money/ar'
import settings from '../messages/settings/ar'
import shell from '../messages/shell/ar'
import tray from '../messages/tray/ar'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
