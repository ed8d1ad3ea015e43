import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "ردّت الخدمة بـ 304 Not Modified على طلب بلا ETag.",
  "mainWords.usagePage.nextPageOutside": "قيمة next_page {next} من الخدمة خارج النطاق {from}..{to}.",
  "mainWords.keychain.noAnswer": "لم تستجب خلال {seconds} ث",
  "mainWords.keychain.noAnswerLocked": "لم تستجب خلال {seconds} ث؛ ربما تكون مقفلة",
  "mainWords.keychain.noLibrary": "تعذّر تحميل مكتبة سلسلة المفاتيح: {detail}",
  "mainWords.update.unpackaged": "التحديثات غير متاحة: تعمل هذه النسخة دون حزمة (من الشيفرة المصدرية).",
  "mainWords.update.linuxDeb": "تصل التحديثات عبر مدير الحزم لديك: ثُبّتت هذه النسخة من حزمة ‎.deb.",
  "mainWords.update.noFeed": "التحديثات غير متاحة: لا توجد قناة تحديثات مهيّأة لهذا الإصدار.",
  "mainWords.update.testShell": "التحديثات غير متاحة في بيئة الاختبار.",
  "mainWords.demoName": "الحساب التجريبي",
  "mainWords.deletedProject": "مشروع محذوف",
  "mainWords.batchMd.tokensOut": "{count, plural, zero {لا رموز مُخرَجة} one {رمز مُخرَج واحد} two {رمزان مُخرَجان} few {# رموز مُخرَجة} many {# رمزًا مُخرَجًا} other {# رمز مُخرَج}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, zero {لا رموز مُخرَجة} one {رمز مُخرَج واحد} two {رمزان مُخرَجان} few {# رموز مُخرَجة} many {# رمزًا مُخرَجًا} other {# رمز مُخرَج}} (محسوبة هنا)",
  "mainWords.batchMd.estimate": "≈ {amount} (تقدير)",
  "mainWords.batchMd.noAnswer": "(لا إجابة)",
} satisfies Translation<typeof en>
