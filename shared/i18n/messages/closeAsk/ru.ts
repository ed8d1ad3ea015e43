import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "Оставить Tokentally запущенным?",
  "closeAsk.message": "Продолжать работу в трее после закрытия окна?",
  "closeAsk.detail": "В трее виден ваш баланс, и оповещения о низком балансе продолжают приходить. Некоторые рабочие столы скрывают значки трея; это можно изменить в Настройки → Рабочий стол.",
  "closeAsk.keep": "Работать в трее",
  "closeAsk.quit": "Выходить при закрытии",
} satisfies Translation<typeof en>
