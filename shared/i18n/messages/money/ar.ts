import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "الرصيد",
  "money.credits": "الاعتمادات",
  "money.promo": "اعتمادات ترويجية",
  "money.paid": "اعتمادات مدفوعة",
  "money.held": "محجوز",
  "money.debt": "الدين",
  "money.allowance": "المتبقي من حصة الخطة",
  "money.budget": "الميزانية",
  "money.cap": "الحد الأقصى",
  "money.estimate": "تقدير",
  "money.billed": "مفوتر",
  "money.copied": "تم النسخ",
  "money.copyHint": "{exact} — انقر لنسخ القيمة الدقيقة",
  "money.ariaLabel": "{label}: {shown} (بالضبط {exact})؛ نسخ",
  "money.ariaLabelPlain": "{shown} (بالضبط {exact})؛ نسخ",
  "money.convertedHint": "{hint} — انقر لنسخ القيمة الدقيقة بالدولار",
  "money.ariaLabelConverted": "{label}: {shown} (محوّل: {hint}؛ بالضبط {exact})؛ نسخ",
  "money.ariaLabelConvertedPlain": "{shown} (محوّل: {hint}؛ بالضبط {exact})؛ نسخ",
  "money.unknown": "—",
} satisfies Translation<typeof en>
