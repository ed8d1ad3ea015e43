import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "Ответ {model} {reason}. Стоимость {cost}.",
  "chat.announceNoCost": "Ответ {model} {reason}. Стоимость неизвестна: для этой модели ещё нет цены.",
  "chat.end.finished": "завершён",
  "chat.end.user": "остановлен вами",
  "chat.end.answer-cap": "остановлен на потолке стоимости ответа",
  "chat.end.conversation-cap": "остановлен на потолке стоимости беседы",
  "chat.end.project-cap": "остановлен на месячном потолке проекта",
  "chat.end.deleted": "остановлен: беседа удалена",
  "chat.end.app-closing": "остановлен: приложение закрывалось",
  "chat.end.incomplete": "оборвался до конца",
  "chat.end.error": "не удался",
} satisfies Translation<typeof en>
