import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "تم النسخ",
  "common.copyReport": "نسخ تقرير الخطأ",
  "common.error.param": "المعامل «{param}»",
  "common.error.requestId": "معرّف الطلب {id}",
  "common.seconds": "{seconds, number} ث",
  "common.now": "الآن",
  "common.viewFailed": "تعذّر عرض صفحة {view}",
  "common.viewChunkFailed": "تعذّر تحميل جزء من التطبيق: انقطع الاتصال بـ Tokentally أو أُعيد تشغيله. أعد تحميل الصفحة بعد أن يعمل مجددًا (في وضع المتصفح، افتح الرابط الذي طبعه).",
  "common.viewBug": "حدث خطأ أثناء عرضها. أعد التحميل للمحاولة مجددًا؛ وإن تكرر ذلك، انسخ بيانات التشخيص من الإعدادات ← حول إلى تقرير خطأ.",
  "common.reload": "إعادة التحميل",
} satisfies Translation<typeof en>
