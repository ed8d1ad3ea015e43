import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "هل يبقى Tokentally قيد التشغيل؟",
  "closeAsk.message": "هل يستمر التشغيل في شريط النظام عند إغلاق النافذة؟",
  "closeAsk.detail": "تعرض شريط النظام رصيدك وتستمر تنبيهات انخفاض الرصيد. تخفي بعض بيئات سطح المكتب أيقونات الشريط؛ يمكنك تغيير ذلك من الإعدادات ← سطح المكتب.",
  "closeAsk.keep": "الاستمرار في شريط النظام",
  "closeAsk.quit": "الإنهاء عند الإغلاق",
} satisfies Translation<typeof en>
