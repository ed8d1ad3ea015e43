import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "الرئيسية",
  "shell.nav.dashboard": "لوحة المعلومات",
  "shell.nav.usage": "الاستخدام",
  "shell.nav.chat": "الدردشة",
  "shell.nav.models": "النماذج",
  "shell.nav.batches": "الدفعات",
  "shell.nav.settings": "الإعدادات",
  "shell.connection": "الاتصال",
  "shell.activeConnection": "الاتصال النشط",
  "shell.switchError": "تعذّر تبديل الاتصال: {message}",
  "shell.demo.badge": "تجريبي",
  "shell.demo.hint": "بيانات تجريبية من محاكٍ مدمج؛ ليست حسابًا حقيقيًا",
  "shell.demo.banner": "أنت تستعرض بيانات تجريبية من محاكٍ مدمج. لا شيء هنا حساب حقيقي.",
  "app.starting": "جارٍ تشغيل Tokentally…",
  "app.loading": "جارٍ التحميل…",
  "app.connectionsError": "تعذّر تحميل اتصالاتك",
  "app.welcome": "مرحبًا",
  "time.justNow": "الآن",
  "time.utcDay": "{day} (بالتوقيت العالمي)",
  "time.utcTime": "{time} بالتوقيت العالمي",
} satisfies Translation<typeof en>
