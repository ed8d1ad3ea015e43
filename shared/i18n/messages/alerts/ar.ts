import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "رصيد منخفض",
  "alerts.lowBalance.body": "رصيدك {balance}، أقل من حد التنبيه {threshold}.",
  "alerts.topUp.title": "وصلت عملية شحن",
  "alerts.topUp.body": "أُضيف {amount} إلى اعتماداتك.",
  "alerts.spike.title": "ارتفاع مفاجئ في الإنفاق",
  "alerts.spike.body": "إنفاق اليوم حتى الآن {today} (UTC)، أي {times} اليوم المعتاد (وسيط آخر 30 يومًا: {median}؛ تُنبَّه عند {factor, number}×).",
  "alerts.spike.atLeast": "{factor}× على الأقل",
  "alerts.spike.about": "نحو {times}×",
  "alerts.budget.title": "تنبيه الميزانية",
  "alerts.budget.reachedTitle": "بلغت الميزانية",
  "alerts.budget.used": "استخدمت {threshold, number}% من ميزانيتك {period, select, day {اليومية} other {الشهرية}}: {spent} من {budget} ({percent, number}%) لـ {periodKey}.",
  "alerts.budget.reached": "بلغت ميزانيتك {period, select, day {اليومية} other {الشهرية}}: {spent} من {budget} ({percent}%) لـ {periodKey}.",
  "alerts.project.title": "تنبيه ميزانية المشروع: {project}",
  "alerts.project.reachedTitle": "بلغ المشروع ميزانيته: {project}",
  "alerts.project.used": "استخدم “{project}” {threshold}% من ميزانيته {period, select, day {اليومية} other {الشهرية}}: {spent} من {budget} ({percent}%) لـ {periodKey}.",
  "alerts.project.reached": "بلغ “{project}” ميزانيته {period, select, day {اليومية} other {الشهرية}}: {spent} من {budget} ({percent, number}%) لـ {periodKey}.",
  "alerts.price.title": "تغيّر السعر",
  "alerts.price.change": "{direction, select, up {ارتفع} other {انخفض}} سعر {part, select, input {الإدخال} cachedInput {الإدخال المخزّن مؤقتًا} other {الإخراج}} لـ {model} بنسبة {pct, number}%",
  "alerts.price.changeOn": "{direction, select, up {ارتفع} other {انخفض}} سعر {part, select, input {الإدخال} cachedInput {الإدخال المخزّن مؤقتًا} other {الإخراج}} لـ {model} بنسبة {pct, number}% في {day}",
  "alerts.price.body": "{change} (مقدَّر من استخدامك: {from} → {to} لكل مليون رمز).",
} satisfies Translation<typeof en>
