// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/en'
import attachments from '../messages/attachments/en'
import balance from '../messages/balance/en'
import chat from '../messages/chat/en'
import compare from '../messages/compare/en'
import money from '../messages/money/en'
import shell from '../messages/shell/en'
import tray from '../messages/tray/en'

export default { ...appearance, ...attachments, ...balance, ...chat, ...compare, ...money, ...shell, ...tray } satisfies Catalogue
