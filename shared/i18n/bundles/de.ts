// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/de'
import advice from '../messages/advice/de'
import appearance from '../messages/appearance/de'
import balance from '../messages/balance/de'
import chat from '../messages/chat/de'
import models from '../messages/models/de'
import money from '../messages/money/de'
import shell from '../messages/shell/de'
import statements from '../messages/statements/de'
import tray from '../messages/tray/de'
import usage from '../messages/usage/de'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
