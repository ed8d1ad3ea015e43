// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/fr'
import advice from '../messages/advice/fr'
import appearance from '../messages/appearance/fr'
import balance from '../messages/balance/fr'
import chat from '../messages/chat/fr'
import models from '../messages/models/fr'
import money from '../messages/money/fr'
import shell from '../messages/shell/fr'
import statements from '../messages/statements/fr'
import tray from '../messages/tray/fr'
import usage from '../messages/usage/fr'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
