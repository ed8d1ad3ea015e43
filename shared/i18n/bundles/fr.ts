// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/fr'
import attachments from '../messages/attachments/fr'
import balance from '../messages/balance/fr'
import chat from '../messages/chat/fr'
import compare from '../messages/compare/fr'
import money from '../messages/money/fr'
import shell from '../messages/shell/fr'
import tray from '../messages/tray/fr'

export default { ...appearance, ...attachments, ...balance, ...chat, ...compare, ...money, ...shell, ...tray } satisfies Catalogue
