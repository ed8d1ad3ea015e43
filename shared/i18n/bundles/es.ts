// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/es'
import advice from '../messages/advice/es'
import appearance from '../messages/appearance/es'
import balance from '../messages/balance/es'
import chat from '../messages/chat/es'
import models from '../messages/models/es'
import money from '../messages/money/es'
import shell from '../messages/shell/es'
import statements from '../messages/statements/es'
import tray from '../messages/tray/es'
import usage from '../messages/usage/es'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
