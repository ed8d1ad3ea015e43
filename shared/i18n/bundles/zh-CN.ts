// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/zh-CN'
import balance from '../messages/balance/zh-CN'
import chat from '../messages/chat/zh-CN'
import guard from '../messages/guard/zh-CN'
import keys from '../messages/keys/zh-CN'
import money from '../messages/money/zh-CN'
import settings from '../messages/settings/zh-CN'
import shell from '../messages/shell/zh-CN'
import tray from '../messages/tray/zh-CN'

export default { ...appearance, ...balance, ...chat, ...guard, ...keys, ...money, ...settings, ...shell, ...tray } satisfies Catalogue
