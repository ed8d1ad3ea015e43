// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ja'
import balance from '../messages/balance/ja'
import chat from '../messages/chat/ja'
import guard from '../messages/guard/ja'
import keys from '../messages/keys/ja'
import money from '../messages/money/ja'
import settings from '../messages/settings/ja'
import shell from '../messages/shell/ja'
import tray from '../messages/tray/ja'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
