import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "не {source, select, chatgpt {разговор ChatGPT} claude {разговор Claude} openwebui {чат Open WebUI} librechat {экспорт LibreChat} chatbox {разговор Chatbox} other {экспорт Tokentally}}: {problem}",
  "importSkips.badMessage": "сообщение не в том виде, в каком его пишет {app}: {problem}",
  "importSkips.noConversationId": "нет идентификатора разговора («{field}»)",
  "importSkips.newerVersion": "экспортировано более новой версией Tokentally (версия формата {version, number}; эта читает до {readsUpTo, number}): обновите Tokentally, чтобы импортировать",
  "importSkips.pictureSession": "сеанс изображений (генерация изображений) — не чат",
  "importSkips.noMessages": "в нём нет сообщений",
  "importSkips.problemShape": "его структура не соответствует этому формату",
  "importSkips.problemMissing": "нет «{path}»",
  "importSkips.problemMissingIt": "элемент отсутствует",
  "importSkips.problemAt": "«{path}»: {detail}",
  "importSkips.problemIt": "элемент: {detail}",
  "importSkips.expected": "ожидается {type}",
  "importSkips.untitled": "Разговор без названия",
  "importSkips.place": "разговор {n}",
} satisfies Translation<typeof en>
