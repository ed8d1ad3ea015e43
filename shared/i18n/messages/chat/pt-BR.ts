import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "Resposta de {model} {reason}. Custo {cost}.",
  "chat.announceNoCost": "Resposta de {model} {reason}. Custo desconhecido: ainda não há preço para este modelo.",
  "chat.end.finished": "terminou",
  "chat.end.user": "foi interrompida por você",
  "chat.end.answer-cap": "parou no teto de custo por resposta",
  "chat.end.conversation-cap": "parou no teto de custo da conversa",
  "chat.end.project-cap": "parou no teto mensal do projeto",
  "chat.end.deleted": "parou: a conversa foi excluída",
  "chat.end.app-closing": "parou: o app estava fechando",
  "chat.end.incomplete": "foi interrompida antes do fim",
  "chat.end.error": "falhou",
} satisfies Translation<typeof en>
