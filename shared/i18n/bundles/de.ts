// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/de'
import balance from '../messages/balance/de'
import chat from '../messages/chat/de'
import guard from '../messages/guard/de'
import keys from '../messages/keys/de'
import money from '../messages/money/de'
import settings from '../messages/settings/de'
import shell from '../messages/shell/de'
import tray from '../messages/tray/de'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
