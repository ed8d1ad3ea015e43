// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/de'
import balance from '../messages/balance/de'
import batches from '../messages/batches/de'
import chat from '../messages/chat/de'
import common from '../messages/common/de'
import connections from '../messages/connections/de'
import frame from '../messages/frame/de'
import imports from '../messages/imports/de'
import money from '../messages/money/de'
import onboarding from '../messages/onboarding/de'
import projects from '../messages/projects/de'
import prompts from '../messages/prompts/de'
import shell from '../messages/shell/de'
import tray from '../messages/tray/de'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
