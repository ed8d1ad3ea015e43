// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import accounts from '../messages/accounts/zh-CN'
import advice from '../messages/advice/zh-CN'
import appearance from '../messages/appearance/zh-CN'
import balance from '../messages/balance/zh-CN'
import chat from '../messages/chat/zh-CN'
import models from '../messages/models/zh-CN'
import money from '../messages/money/zh-CN'
import shell from '../messages/shell/zh-CN'
import statements from '../messages/statements/zh-CN'
import tray from '../messages/tray/zh-CN'
import usage from '../messages/usage/zh-CN'

export default { ...accounts, ...advice, ...appearance, ...balance, ...chat, ...models, ...money, ...shell, ...statements, ...tray, ...usage } satisfies Catalogue
