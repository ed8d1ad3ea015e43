// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/fr'
import balance from '../messages/balance/fr'
import chat from '../messages/chat/fr'
import guard from '../messages/guard/fr'
import keys from '../messages/keys/fr'
import money from '../messages/money/fr'
import settings from '../messages/settings/fr'
import shell from '../messages/shell/fr'
import tray from '../messages/tray/fr'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
