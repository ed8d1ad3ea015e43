// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/es'
import balance from '../messages/balance/es'
import batches from '../messages/batches/es'
import chat from '../messages/chat/es'
import common from '../messages/common/es'
import connections from '../messages/connections/es'
import frame from '../messages/frame/es'
import imports from '../messages/imports/es'
import money from '../messages/money/es'
import onboarding from '../messages/onboarding/es'
import projects from '../messages/projects/es'
import prompts from '../messages/prompts/es'
import shell from '../messages/shell/es'
import tray from '../messages/tray/es'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
