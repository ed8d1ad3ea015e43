// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/fr'
import balance from '../messages/balance/fr'
import batches from '../messages/batches/fr'
import chat from '../messages/chat/fr'
import common from '../messages/common/fr'
import connections from '../messages/connections/fr'
import frame from '../messages/frame/fr'
import imports from '../messages/imports/fr'
import money from '../messages/money/fr'
import onboarding from '../messages/onboarding/fr'
import projects from '../messages/projects/fr'
import prompts from '../messages/prompts/fr'
import shell from '../messages/shell/fr'
import tray from '../messages/tray/fr'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
