// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ar'
import balance from '../messages/balance/ar'
import batches from '../messages/batches/ar'
import chat from '../messages/chat/ar'
import common from '../messages/common/ar'
import connections from '../messages/connections/ar'
import frame from '../messages/frame/ar'
import imports from '../messages/imports/ar'
import money from '../messages/money/ar'
import onboarding from '../messages/onboarding/ar'
import projects from '../messages/projects/ar'
import prompts from '../messages/prompts/ar'
import shell from '../messages/shell/ar'
import tray from '../messages/tray/ar'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
