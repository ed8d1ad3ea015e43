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
} satisfies Translation<typeof en>
