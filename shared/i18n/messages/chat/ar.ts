import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "إجابة {model} {reason}. التكلفة {cost}.",
  "chat.announceNoCost": "إجابة {model} {reason}. التكلفة غير معروفة: لا يوجد سعر لهذا النموذج بعد.",
  "chat.end.finished": "اكتملت",
  "chat.end.user": "أوقفتها أنت",
  "chat.end.answer-cap": "توقفت عند الحد الأقصى لتكلفة الإجابة",
  "chat.end.conversation-cap": "توقفت عند الحد الأقصى لتكلفة المحادثة",
  "chat.end.project-cap": "توقفت عند الحد الشهري للمشروع",
  "chat.end.deleted": "توقفت: حُذفت المحادثة",
  "chat.end.app-closing": "توقفت: كان التطبيق يُغلق",
  "chat.end.incomplete": "انقطعت قبل النهاية",
  "chat.end.error": "فشلت",
} satisfies Translation<typeof en>
