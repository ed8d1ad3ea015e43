// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/de'
import attachments from '../messages/attachments/de'
import balance from '../messages/balance/de'
import chat from '../messages/chat/de'
import compare from '../messages/compare/de'
import money from '../messages/money/de'
import shell from '../messages/shell/de'
import tray from '../messages/tray/de'

export default { ...appearance, ...attachments, ...balance, ...chat, ...compare, ...money, ...shell, ...tray } satisfies Catalogue
