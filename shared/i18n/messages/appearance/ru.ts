import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "Оформление",
  "appearance.theme": "Тема",
  "appearance.theme.system": "Системная",
  "appearance.theme.systemNote": "Как в системе",
  "appearance.theme.light": "Светлая",
  "appearance.theme.lightNote": "Всегда светлая",
  "appearance.theme.dark": "Тёмная",
  "appearance.theme.darkNote": "Всегда тёмная",
  "appearance.themeError": "Не удалось сохранить тему",
  "appearance.language": "Язык",
  "appearance.language.system": "Язык системы ({name})",
  "appearance.language.pseudo": "Псевдоязык (находит непереведённый текст)",
  "appearance.language.note": "Числа, суммы и даты следуют языку. Экспорт CSV сохраняет машинный формат.",
  "appearance.languageError": "Не удалось сохранить язык",
  "settings.loading": "Загрузка настроек…",
  "settings.loadError": "Не удалось загрузить настройки",
} satisfies Translation<typeof en>
