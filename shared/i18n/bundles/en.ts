// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/en'
import balance from '../messages/balance/en'
import batches from '../messages/batches/en'
import chat from '../messages/chat/en'
import common from '../messages/common/en'
import connections from '../messages/connections/en'
import frame from '../messages/frame/en'
import imports from '../messages/imports/en'
import money from '../messages/money/en'
import onboarding from '../messages/onboarding/en'
import projects from '../messages/projects/en'
import prompts from '../messages/prompts/en'
import shell from '../messages/shell/en'
import tray from '../messages/tray/en'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
