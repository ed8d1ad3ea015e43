// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/ja'
import balance from '../messages/balance/ja'
import batches from '../messages/batches/ja'
import chat from '../messages/chat/ja'
import common from '../messages/common/ja'
import connections from '../messages/connections/ja'
import frame from '../messages/frame/ja'
import imports from '../messages/imports/ja'
import money from '../messages/money/ja'
import onboarding from '../messages/onboarding/ja'
import projects from '../messages/projects/ja'
import prompts from '../messages/prompts/ja'
import shell from '../messages/shell/ja'
import tray from '../messages/tray/ja'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
