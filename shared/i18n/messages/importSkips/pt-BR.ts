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
  "importSkips.issue.oneOf": "valor inválido: esperava-se um de {values}",
  "importSkips.issue.atLeast": "{origin, select, string {curto demais: esperavam-se pelo menos {limit, number} caracteres} array {itens de menos: esperavam-se pelo menos {limit, number}} other {pequeno demais: esperava-se pelo menos {limit, number}}}",
  "importSkips.issue.moreThan": "pequeno demais: esperava-se mais de {limit, number}",
  "importSkips.issue.atMost": "{origin, select, string {longo demais: esperavam-se no máximo {limit, number} caracteres} array {itens demais: esperavam-se no máximo {limit, number}} other {grande demais: esperava-se no máximo {limit, number}}}",
  "importSkips.issue.lessThan": "grande demais: esperava-se menos de {limit, number}",
  "importSkips.issue.noMatch": "não corresponde a nenhuma das formas deste formato",
} satisfies Translation<typeof en>
