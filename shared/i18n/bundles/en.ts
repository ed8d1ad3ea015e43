// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/en'
import advice from '../messages/advice/en'
import appearance from '../messages/appearance/en'
import balance from '../messages/balance/en'
import chat from '../messages/chat/en'
import models from '../messages/models/en'
import money from '../messages/money/en'
import shell from '../messages/shell/en'
import statements from '../messages/statements/en'
import tray from '../messages/tray/en'
import usage from '../messages/usage/en'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
