// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/ru'
import advice from '../messages/advice/ru'
import appearance from '../messages/appearance/ru'
import balance from '../messages/balance/ru'
import chat from '../messages/chat/ru'
import models from '../messages/models/ru'
import money from '../messages/money/ru'
import shell from '../messages/shell/ru'
import statements from '../messages/statements/ru'
import tray from '../messages/tray/ru'
import usage from '../messages/usage/ru'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
