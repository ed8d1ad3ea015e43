import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "Respuesta de {model} {reason}. Costo {cost}.",
  "chat.announceNoCost": "Respuesta de {model} {reason}. Costo desconocido: aún no hay precio para este modelo.",
  "chat.end.finished": "terminó",
  "chat.end.user": "la detuviste tú",
  "chat.end.answer-cap": "se detuvo en el tope de costo por respuesta",
  "chat.end.conversation-cap": "se detuvo en el tope de costo de la conversación",
  "chat.end.project-cap": "se detuvo en el tope mensual del proyecto",
  "chat.end.deleted": "se detuvo: la conversación se eliminó",
  "chat.end.app-closing": "se detuvo: la app se estaba cerrando",
  "chat.end.incomplete": "se cortó antes del final",
  "chat.end.error": "falló",
} satisfies Translation<typeof en>
