// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/pt-BR'
import balance from '../messages/balance/pt-BR'
import chat from '../messages/chat/pt-BR'
import guard from '../messages/guard/pt-BR'
import keys from '../messages/keys/pt-BR'
import money from '../messages/money/pt-BR'
import settings from '../messages/settings/pt-BR'
import shell from '../messages/shell/pt-BR'
import tray from '../messages/tray/pt-BR'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
