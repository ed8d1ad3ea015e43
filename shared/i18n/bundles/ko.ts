// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ko'
import balance from '../messages/balance/ko'
import batches from '../messages/batches/ko'
import chat from '../messages/chat/ko'
import common from '../messages/common/ko'
import connections from '../messages/connections/ko'
import frame from '../messages/frame/ko'
import imports from '../messages/imports/ko'
import money from '../messages/money/ko'
import onboarding from '../messages/onboarding/ko'
import projects from '../messages/projects/ko'
import prompts from '../messages/prompts/ko'
import shell from '../messages/shell/ko'
import tray from '../messages/tray/ko'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
