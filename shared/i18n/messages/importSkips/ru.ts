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
  "importSkips.issue.oneOf": "недопустимое значение: ожидалось одно из {values}",
  "importSkips.issue.atLeast": "{origin, select, string {слишком коротко: ожидалось не менее {limit, number} символов} array {слишком мало элементов: ожидалось не менее {limit, number}} other {слишком мало: ожидалось не менее {limit, number}}}",
  "importSkips.issue.moreThan": "слишком мало: ожидалось больше {limit, number}",
  "importSkips.issue.atMost": "{origin, select, string {слишком длинно: ожидалось не более {limit, number} символов} array {слишком много элементов: ожидалось не более {limit, number}} other {слишком много: ожидалось не более {limit, number}}}",
  "importSkips.issue.lessThan": "слишком много: ожидалось меньше {limit, number}",
  "importSkips.issue.noMatch": "не подходит ни под одну из форм этого формата",
} satisfies Translation<typeof en>
