// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ru'
import balance from '../messages/balance/ru'
import chat from '../messages/chat/ru'
import guard from '../messages/guard/ru'
import keys from '../messages/keys/ru'
import money from '../messages/money/ru'
import settings from '../messages/settings/ru'
import shell from '../messages/shell/ru'
import tray from '../messages/tray/ru'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
