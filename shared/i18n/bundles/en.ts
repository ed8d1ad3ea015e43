// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/en'
import balance from '../messages/balance/en'
import chat from '../messages/chat/en'
import guard from '../messages/guard/en'
import keys from '../messages/keys/en'
import money from '../messages/money/en'
import settings from '../messages/settings/en'
import shell from '../messages/shell/en'
import tray from '../messages/tray/en'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
