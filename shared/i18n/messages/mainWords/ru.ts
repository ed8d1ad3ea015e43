import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "Сервис ответил 304 Not Modified на запрос без ETag.",
  "mainWords.usagePage.nextPageOutside": "next_page {next} от сервиса выходит за пределы {from}..{to}.",
  "mainWords.keychain.noAnswer": "она не ответила за {seconds} с",
  "mainWords.keychain.noAnswerLocked": "она не ответила за {seconds} с; возможно, она заблокирована",
  "mainWords.keychain.noLibrary": "не удалось загрузить библиотеку связки ключей: {detail}",
  "mainWords.update.unpackaged": "Обновления недоступны: эта копия запущена без упаковки (из исходного кода).",
  "mainWords.update.linuxDeb": "Обновления приходят через ваш менеджер пакетов: эта копия установлена из пакета .deb.",
  "mainWords.update.noFeed": "Обновления недоступны: в этой сборке не настроен канал обновлений.",
  "mainWords.update.testShell": "Обновления недоступны в тестовой оболочке.",
  "mainWords.demoName": "Демо-аккаунт",
  "mainWords.deletedProject": "Удалённый проект",
  "mainWords.batchMd.tokensOut": "{count, plural, one {# токен на выходе} few {# токена на выходе} many {# токенов на выходе} other {# токена на выходе}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, one {# токен на выходе} few {# токена на выходе} many {# токенов на выходе} other {# токена на выходе}} (подсчитано здесь)",
  "mainWords.batchMd.estimate": "≈ {amount} (оценка)",
  "mainWords.batchMd.noAnswer": "(нет ответа)",
} satisfies Translation<typeof en>
