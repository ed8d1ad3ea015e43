// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/pt-BR'
import advice from '../messages/advice/pt-BR'
import appearance from '../messages/appearance/pt-BR'
import balance from '../messages/balance/pt-BR'
import chat from '../messages/chat/pt-BR'
import models from '../messages/models/pt-BR'
import money from '../messages/money/pt-BR'
import shell from '../messages/shell/pt-BR'
import statements from '../messages/statements/pt-BR'
import tray from '../messages/tray/pt-BR'
import usage from '../messages/usage/pt-BR'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
