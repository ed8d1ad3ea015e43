// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/zh-CN'
import balance from '../messages/balance/zh-CN'
import batches from '../messages/batches/zh-CN'
import chat from '../messages/chat/zh-CN'
import common from '../messages/common/zh-CN'
import connections from '../messages/connections/zh-CN'
import frame from '../messages/frame/zh-CN'
import imports from '../messages/imports/zh-CN'
import money from '../messages/money/zh-CN'
import onboarding from '../messages/onboarding/zh-CN'
import projects from '../messages/projects/zh-CN'
import prompts from '../messages/prompts/zh-CN'
import shell from '../messages/shell/zh-CN'
import tray from '../messages/tray/zh-CN'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
