import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "المظهر",
  "appearance.theme": "السمة",
  "appearance.theme.system": "النظام",
  "appearance.theme.systemNote": "اتباع نظام التشغيل",
  "appearance.theme.light": "فاتح",
  "appearance.theme.lightNote": "فاتح دائمًا",
  "appearance.theme.dark": "داكن",
  "appearance.theme.darkNote": "داكن دائمًا",
  "appearance.themeError": "تعذّر حفظ السمة",
  "appearance.language": "اللغة",
  "appearance.language.system": "لغة النظام ({name})",
  "appearance.language.pseudo": "لغة زائفة (تكشف النص غير المترجم)",
  "appearance.language.note": "تتبع الأرقام والمبالغ والتواريخ اللغة. تحافظ ملفات CSV المُصدَّرة على تنسيق آلي.",
  "appearance.languageError": "تعذّر حفظ اللغة",
  "settings.loading": "جارٍ تحميل الإعدادات…",
  "settings.loadError": "تعذّر تحميل الإعدادات",
} satisfies Translation<typeof en>
