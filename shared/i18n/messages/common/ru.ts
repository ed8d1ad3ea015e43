import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "Скопировано",
  "common.copyReport": "Скопировать отчёт об ошибке",
  "common.error.param": "параметр «{param}»",
  "common.error.requestId": "ID запроса {id}",
  "common.seconds": "{seconds, number} с",
  "common.now": "сейчас",
  "common.viewFailed": "Не удалось показать раздел «{view}»",
  "common.viewChunkFailed": "Не удалось загрузить часть приложения: соединение с Tokentally прервалось или оно было перезапущено. Перезагрузите страницу, когда оно снова заработает (в режиме браузера откройте выведенную им ссылку).",
  "common.viewBug": "При отображении что-то пошло не так. Перезагрузите, чтобы попробовать снова; если это повторится, скопируйте диагностику из «Настройки → О программе» в отчёт об ошибке.",
  "common.reload": "Перезагрузить",
} satisfies Translation<typeof en>
