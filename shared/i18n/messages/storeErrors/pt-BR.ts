import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "Não foi possível salvar a resposta: {detail}.",
  "storeErrors.notSaved.balanceHistory": "Não foi possível salvar o histórico de saldo: {detail}.",
  "storeErrors.notSaved.batch": "Não foi possível salvar o lote: {detail}.",
  "storeErrors.notSaved.branch": "Não foi possível salvar o ramo: {detail}.",
  "storeErrors.notSaved.branchDeletion": "Não foi possível salvar a exclusão do ramo: {detail}.",
  "storeErrors.notSaved.conversation": "Não foi possível salvar a conversa: {detail}.",
  "storeErrors.notSaved.conversationLink": "Não foi possível salvar o link para a conversa anterior: {detail}.",
  "storeErrors.notSaved.deletion": "Não foi possível salvar a exclusão: {detail}.",
  "storeErrors.notSaved.draft": "Não foi possível salvar o rascunho: {detail}.",
  "storeErrors.notSaved.historyDeletion": "Não foi possível salvar a exclusão de todo o histórico de chat: {detail}.",
  "storeErrors.notSaved.importedConversations": "Não foi possível salvar as conversas importadas: {detail}.",
  "storeErrors.notSaved.messages": "Não foi possível salvar as mensagens: {detail}.",
  "storeErrors.notSaved.project": "Não foi possível salvar o projeto: {detail}.",
  "storeErrors.notSaved.projectAndTags": "Não foi possível salvar o projeto e as tags: {detail}.",
  "storeErrors.notSaved.projectBudget": "Não foi possível salvar o orçamento do projeto: {detail}.",
  "storeErrors.notSaved.projectDeletion": "Não foi possível salvar a exclusão do projeto: {detail}.",
  "storeErrors.notSaved.prompt": "Não foi possível salvar o prompt: {detail}.",
  "storeErrors.notSaved.usageCache": "Não foi possível salvar o cache de uso: {detail}.",
  "storeErrors.notSaved.vote": "Não foi possível salvar o voto: {detail}.",
  "storeErrors.notSavedFile": "Não foi possível salvar {path}: {detail}.",
  "storeErrors.diskFull": "O disco está cheio: libere espaço e tente novamente.",
  "storeErrors.checkFolder": "Verifique se a pasta de dados do app permite gravação e se o disco não está cheio.",
  "storeErrors.nothingLost": "Nada do que foi salvo antes se perdeu.",
} satisfies Translation<typeof en>
