// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ko'
import balance from '../messages/balance/ko'
import chat from '../messages/chat/ko'
import guard from '../messages/guard/ko'
import keys from '../messages/keys/ko'
import money from '../messages/money/ko'
import settings from '../messages/settings/ko'
import shell from '../messages/shell/ko'
import tray from '../messages/tray/ko'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
