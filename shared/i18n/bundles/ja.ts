// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/ja'
import advice from '../messages/advice/ja'
import appearance from '../messages/appearance/ja'
import balance from '../messages/balance/ja'
import chat from '../messages/chat/ja'
import models from '../messages/models/ja'
import money from '../messages/money/ja'
import shell from '../messages/shell/ja'
import statements from '../messages/statements/ja'
import tray from '../messages/tray/ja'
import usage from '../messages/usage/ja'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
