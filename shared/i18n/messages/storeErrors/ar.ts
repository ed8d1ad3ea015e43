import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "تعذّر حفظ الإجابة: {detail}.",
  "storeErrors.notSaved.balanceHistory": "تعذّر حفظ سجل الرصيد: {detail}.",
  "storeErrors.notSaved.batch": "تعذّر حفظ الدفعة: {detail}.",
  "storeErrors.notSaved.branch": "تعذّر حفظ الفرع: {detail}.",
  "storeErrors.notSaved.branchDeletion": "تعذّر حفظ حذف الفرع: {detail}.",
  "storeErrors.notSaved.conversation": "تعذّر حفظ المحادثة: {detail}.",
  "storeErrors.notSaved.conversationLink": "تعذّر حفظ الرابط إلى المحادثة السابقة: {detail}.",
  "storeErrors.notSaved.deletion": "تعذّر حفظ الحذف: {detail}.",
  "storeErrors.notSaved.draft": "تعذّر حفظ المسودة: {detail}.",
  "storeErrors.notSaved.historyDeletion": "تعذّر حفظ حذف سجل الدردشة بالكامل: {detail}.",
  "storeErrors.notSaved.importedConversations": "تعذّر حفظ المحادثات المستوردة: {detail}.",
  "storeErrors.notSaved.messages": "تعذّر حفظ الرسائل: {detail}.",
  "storeErrors.notSaved.project": "تعذّر حفظ المشروع: {detail}.",
  "storeErrors.notSaved.projectAndTags": "تعذّر حفظ المشروع والوسوم: {detail}.",
  "storeErrors.notSaved.projectBudget": "تعذّر حفظ ميزانية المشروع: {detail}.",
  "storeErrors.notSaved.projectDeletion": "تعذّر حفظ حذف المشروع: {detail}.",
  "storeErrors.notSaved.prompt": "تعذّر حفظ الموجّه: {detail}.",
  "storeErrors.notSaved.usageCache": "تعذّر حفظ ذاكرة الاستخدام المؤقتة: {detail}.",
  "storeErrors.notSaved.vote": "تعذّر حفظ التصويت: {detail}.",
  "storeErrors.notSavedFile": "تعذّر حفظ {path}: {detail}.",
  "storeErrors.diskFull": "القرص ممتلئ: حرّر بعض المساحة ثم أعد المحاولة.",
  "storeErrors.checkFolder": "تأكد من أن مجلد بيانات التطبيق قابل للكتابة وأن القرص غير ممتلئ.",
  "storeErrors.nothingLost": "لم يُفقد شيء مما حُفظ من قبل.",
} satisfies Translation<typeof en>
