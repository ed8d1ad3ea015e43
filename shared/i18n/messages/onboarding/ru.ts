import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Добро пожаловать в Tokentally",
  "onboarding.lead": "Баланс предоплаченных кредитов и расход по моделям с первого взгляда, без веб-панели.",
  "onboarding.leadChat": "Общайтесь с моделями вашего аккаунта и смотрите, сколько стоил каждый ответ.",
  "onboarding.connect": "Подключить аккаунт",
  "onboarding.connectButton": "Подключить",
  "onboarding.keysFirst": "Сначала выберите, где хранить ключи API (выше); затем введите здесь базовый URL сервиса и ключ.",
  "onboarding.connectHint": "Введите базовый URL сервиса и ключ API. Tokentally проверит их у сервиса перед сохранением.",
  "onboarding.justLooking": "Просто посмотреть?",
  "onboarding.demoLead": "Изучите демо-аккаунт с балансом, месяцами реалистичного расхода и работающим чатом.",
  "onboarding.demoHint": "Демо работает на встроенном симуляторе на этом компьютере (127.0.0.1): без аккаунта, без ключа, без настоящих денег. Всё из демо помечено как ДЕМО, а настоящий аккаунт можно подключить позже в настройках.",
  "onboarding.demoStarting": "Запуск демо…",
  "onboarding.demoStart": "Посмотреть на демо-данных",
  "onboarding.demoFailed": "Не удалось запустить демо",
  "onboarding.demoFailedDetail": "Не удалось запустить демо: {message}",
} satisfies Translation<typeof en>
