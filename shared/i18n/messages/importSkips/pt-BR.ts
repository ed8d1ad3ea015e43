import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "não é {source, select, chatgpt {uma conversa do ChatGPT} claude {uma conversa do Claude} openwebui {um chat do Open WebUI} librechat {uma exportação do LibreChat} chatbox {uma conversa do Chatbox} other {uma exportação do Tokentally}}: {problem}",
  "importSkips.badMessage": "uma mensagem não tem a forma que o {app} grava: {problem}",
  "importSkips.noConversationId": "não tem ID de conversa (“{field}”)",
  "importSkips.newerVersion": "foi exportado por uma versão mais recente do Tokentally (versão de formato {version, number}; esta lê até a {readsUpTo, number}): atualize o Tokentally para importá-lo",
  "importSkips.pictureSession": "uma sessão de imagens (geração de imagens) não é um chat",
  "importSkips.noMessages": "não tem mensagens",
  "importSkips.problemShape": "sua forma não é a deste formato",
  "importSkips.problemMissing": "falta “{path}”",
  "importSkips.problemMissingIt": "está faltando",
  "importSkips.problemAt": "“{path}”: {detail}",
  "importSkips.problemIt": "o item: {detail}",
  "importSkips.expected": "esperado {type}",
  "importSkips.untitled": "Conversa sem título",
  "importSkips.place": "conversa {n}",
} satisfies Translation<typeof en>
