// Every namespace of one language, loaded together when the language is first shown (load-catalogue.ts).
import type { Catalogue } from '../catalogue'
import appearance from '../messages/appearance/pt-BR'
import balance from '../messages/balance/pt-BR'
import batches from '../messages/batches/pt-BR'
import chat from '../messages/chat/pt-BR'
import common from '../messages/common/pt-BR'
import connections from '../messages/connections/pt-BR'
import frame from '../messages/frame/pt-BR'
import imports from '../messages/imports/pt-BR'
import money from '../messages/money/pt-BR'
import onboarding from '../messages/onboarding/pt-BR'
import projects from '../messages/projects/pt-BR'
import prompts from '../messages/prompts/pt-BR'
import shell from '../messages/shell/pt-BR'
import tray from '../messages/tray/pt-BR'

export default { ...appearance, ...balance, ...batches, ...chat, ...common, ...connections, ...frame, ...imports, ...money, ...onboarding, ...projects, ...prompts, ...shell, ...tray } satisfies Catalogue
