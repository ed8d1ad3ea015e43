// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/ar'
import advice from '../messages/advice/ar'
import appearance from '../messages/appearance/ar'
import balance from '../messages/balance/ar'
import chat from '../messages/chat/ar'
import models from '../messages/models/ar'
import money from '../messages/money/ar'
import shell from '../messages/shell/ar'
import statements from '../messages/statements/ar'
import tray from '../messages/tray/ar'
import usage from '../messages/usage/ar'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
