// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/ko'
import advice from '../messages/advice/ko'
import appearance from '../messages/appearance/ko'
import balance from '../messages/balance/ko'
import chat from '../messages/chat/ko'
import models from '../messages/models/ko'
import money from '../messages/money/ko'
import shell from '../messages/shell/ko'
import statements from '../messages/statements/ko'
import tray from '../messages/tray/ko'
import usage from '../messages/usage/ko'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
