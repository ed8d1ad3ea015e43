import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "إرفاق",
  "attachments.attachHint": "أرفق ملفات نصية أو ملفات شيفرة (أو أفلتها على مربع الرسالة)",
  "attachments.attachFiles": "إرفاق ملفات نصية",
  "attachments.attached": "الملفات المرفقة",
  "attachments.dismiss": "تجاهل",
  "attachments.tokens": "{count} رمز",
  "attachments.noPrice": "— (لا يوجد تقدير سعر بعد)",
  "attachments.counting": "جارٍ عدّ الرموز…",
  "attachments.pickModel": "اختر نموذجًا لعدّ الرموز",
  "attachments.remove": "إزالة {name}",
  "attachments.refused.type": "{name}: لا يمكن إرفاق سوى الملفات النصية وملفات الشيفرة (.txt و.md و.csv و.json والشيفرة).",
  "attachments.refused.size": "حجم {name} هو {size} ميغابايت: الحد الأقصى للمرفقات {max} ميغابايت.",
  "attachments.refused.binary": "يبدو أن {name} ملف ثنائي وليس نصًا.",
  "attachments.refused.encoding": "{name} ليس نصًا صالحًا بترميز {encoding}. احفظه بترميز UTF-8 ثم أرفقه مجددًا.",
  "attachments.refused.empty": "{name} فارغ: لم يُرفق شيء.",
} satisfies Translation<typeof en>
