import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "Прикрепить",
  "attachments.attachHint": "Прикрепить текстовые файлы или исходный код (или перетащить их на поле сообщения)",
  "attachments.attachFiles": "Прикрепить текстовые файлы",
  "attachments.attached": "Прикреплённые файлы",
  "attachments.dismiss": "Скрыть",
  "attachments.tokens": "токенов: {count}",
  "attachments.noPrice": "— (оценки цены пока нет)",
  "attachments.counting": "считаем токены…",
  "attachments.pickModel": "выберите модель, чтобы посчитать токены",
  "attachments.remove": "Убрать {name}",
  "attachments.refused.type": "{name}: прикреплять можно только текстовые файлы и исходный код (.txt, .md, .csv, .json, код).",
  "attachments.refused.size": "{name} весит {size} МБ: вложения могут быть не больше {max} МБ.",
  "attachments.refused.binary": "{name} похож на двоичный файл, а не на текст.",
  "attachments.refused.encoding": "{name} — недопустимый текст в {encoding}. Сохраните его в UTF-8 и прикрепите снова.",
  "attachments.refused.empty": "{name} пуст: ничего не прикреплено.",
} satisfies Translation<typeof en>
