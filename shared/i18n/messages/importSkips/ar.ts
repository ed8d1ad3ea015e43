import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "العنصر ليس {source, select, chatgpt {محادثة ChatGPT} claude {محادثة Claude} openwebui {دردشة Open WebUI} librechat {تصدير LibreChat} chatbox {محادثة Chatbox} other {تصدير Tokentally}}: {problem}",
  "importSkips.badMessage": "رسالة ليست بالشكل الذي يكتبه {app}: {problem}",
  "importSkips.noConversationId": "لا تحمل معرّف محادثة (“{field}”)",
  "importSkips.newerVersion": "صُدّرت بإصدار أحدث من Tokentally (إصدار التنسيق {version, number}؛ هذا الإصدار يقرأ حتى {readsUpTo, number}): حدّث Tokentally لاستيرادها",
  "importSkips.pictureSession": "جلسة الصور (توليد الصور) ليست دردشة",
  "importSkips.noMessages": "لا تحتوي على رسائل",
  "importSkips.problemShape": "بنيتها ليست بنية هذا التنسيق",
  "importSkips.problemMissing": "“{path}” مفقود",
  "importSkips.problemMissingIt": "العنصر مفقود",
  "importSkips.problemAt": "“{path}”: {detail}",
  "importSkips.problemIt": "العنصر: {detail}",
  "importSkips.expected": "المتوقع {type}",
  "importSkips.untitled": "محادثة بلا عنوان",
  "importSkips.place": "المحادثة {n}",
  "importSkips.issue.oneOf": "قيمة غير صالحة: المتوقع واحدة من {values}",
  "importSkips.issue.atLeast": "{origin, select, string {قصير جدًا: المتوقع {limit, number} حرفًا على الأقل} array {عناصر قليلة جدًا: المتوقع {limit, number} على الأقل} other {صغير جدًا: المتوقع {limit, number} على الأقل}}",
  "importSkips.issue.moreThan": "صغير جدًا: المتوقع أكثر من {limit, number}",
  "importSkips.issue.atMost": "{origin, select, string {طويل جدًا: المتوقع {limit, number} حرفًا على الأكثر} array {عناصر كثيرة جدًا: المتوقع {limit, number} على الأكثر} other {كبير جدًا: المتوقع {limit, number} على الأكثر}}",
  "importSkips.issue.lessThan": "كبير جدًا: المتوقع أقل من {limit, number}",
  "importSkips.issue.noMatch": "لا يطابق أيًا من الأشكال التي يعرفها هذا التنسيق",
} satisfies Translation<typeof en>
