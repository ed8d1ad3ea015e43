import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "مرحبًا بك في Tokentally",
  "onboarding.lead": "رصيد أرصدتك المدفوعة مسبقًا واستخدام كل نموذج في لمحة، دون فتح لوحة معلومات على الويب.",
  "onboarding.leadChat": "تحدّث مع النماذج المتاحة في حسابك واعرف تكلفة كل إجابة.",
  "onboarding.connect": "ربط حسابك",
  "onboarding.connectButton": "ربط",
  "onboarding.keysFirst": "اختر أولًا مكان حفظ مفاتيح API (في الأعلى)؛ ثم أدخل هنا عنوان URL الأساسي للخدمة ومفتاحًا.",
  "onboarding.connectHint": "أدخل عنوان URL الأساسي للخدمة ومفتاح API. يتحقق Tokentally منهما مع الخدمة قبل الحفظ.",
  "onboarding.justLooking": "تتصفّح فقط؟",
  "onboarding.demoLead": "استكشف حسابًا تجريبيًا ممولًا فيه أشهر من الاستخدام الواقعي ومحادثة تعمل.",
  "onboarding.demoHint": "يعمل العرض التجريبي على محاكٍ مدمج في هذا الكمبيوتر (127.0.0.1): بلا حساب ولا مفتاح ولا أموال حقيقية. كل ما يأتي منه موسوم بـ «تجريبي»، ويمكنك ربط حساب حقيقي لاحقًا من الإعدادات.",
  "onboarding.demoStarting": "جارٍ بدء العرض التجريبي…",
  "onboarding.demoStart": "الاستكشاف ببيانات تجريبية",
  "onboarding.demoFailed": "تعذّر بدء العرض التجريبي",
  "onboarding.demoFailedDetail": "تعذّر بدء العرض التجريبي: {message}",
} satisfies Translation<typeof en>
