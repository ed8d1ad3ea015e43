// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/es'
import balance from '../messages/balance/es'
import chat from '../messages/chat/es'
import guard from '../messages/guard/es'
import keys from '../messages/keys/es'
import money from '../messages/money/es'
import settings from '../messages/settings/es'
import shell from '../messages/shell/es'
import tray from '../messages/tray/es'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
