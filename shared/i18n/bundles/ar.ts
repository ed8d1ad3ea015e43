// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ar'
import attachments from '../messages/attachments/ar'
import balance from '../messages/balance/ar'
import chat from '../messages/chat/ar'
import compare from '../messages/compare/ar'
import money from '../messages/money/ar'
import shell from '../messages/shell/ar'
import tray from '../messages/tray/ar'

export default { ...appearance, ...attachments, ...balance, ...chat, ...compare, ...money, ...shell, ...tray } satisfies Catalogue
