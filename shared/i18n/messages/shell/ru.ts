import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "Главное меню",
  "shell.nav.dashboard": "Обзор",
  "shell.nav.usage": "Использование",
  "shell.nav.chat": "Чат",
  "shell.nav.models": "Модели",
  "shell.nav.batches": "Пакеты",
  "shell.nav.settings": "Настройки",
  "shell.connection": "Подключение",
  "shell.activeConnection": "Активное подключение",
  "shell.switchError": "Не удалось переключить подключение: {message}",
  "shell.demo.badge": "ДЕМО",
  "shell.demo.hint": "Демоданные встроенного симулятора; это не настоящий счёт",
  "shell.demo.banner": "Вы смотрите демоданные встроенного симулятора. Здесь нет настоящих счетов.",
  "app.starting": "Запуск Tokentally…",
  "app.loading": "Загрузка…",
  "app.connectionsError": "Не удалось загрузить подключения",
  "app.welcome": "Добро пожаловать",
  "time.justNow": "только что",
  "time.utcDay": "{day} (UTC)",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
