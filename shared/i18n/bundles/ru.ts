// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ru'
import balance from '../messages/balance/ru'
import batches from '../messages/batches/ru'
import chat from '../messages/chat/ru'
import common from '../messages/common/ru'
import connections from '../messages/connections/ru'
import frame from '../messages/frame/ru'
import imports from '../messages/imports/ru'
import money from '../messages/money/ru'
import onboarding from '../messages/onboarding/ru'
import projects from '../messages/projects/ru'
import prompts from '../messages/prompts/ru'
import shell from '../messages/shell/ru'
import tray from '../messages/tray/ru'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
