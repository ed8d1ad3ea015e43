import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "no es {source, select, chatgpt {una conversación de ChatGPT} claude {una conversación de Claude} openwebui {un chat de Open WebUI} librechat {una exportación de LibreChat} chatbox {una conversación de Chatbox} other {una exportación de Tokentally}}: {problem}",
  "importSkips.badMessage": "un mensaje no tiene la forma que escribe {app}: {problem}",
  "importSkips.noConversationId": "no tiene ID de conversación («{field}»)",
  "importSkips.newerVersion": "se exportó con una versión más reciente de Tokentally (versión de formato {version, number}; esta lee hasta la {readsUpTo, number}): actualice Tokentally para importarlo",
  "importSkips.pictureSession": "una sesión de imágenes (generación de imágenes) no es un chat",
  "importSkips.noMessages": "no tiene mensajes",
  "importSkips.problemShape": "su forma no es la de este formato",
  "importSkips.problemMissing": "falta «{path}»",
  "importSkips.problemMissingIt": "falta",
  "importSkips.problemAt": "«{path}»: {detail}",
  "importSkips.problemIt": "el elemento: {detail}",
  "importSkips.expected": "se esperaba {type}",
  "importSkips.untitled": "Conversación sin título",
  "importSkips.place": "conversación {n}",
  "importSkips.issue.oneOf": "valor no válido: se esperaba uno de {values}",
  "importSkips.issue.atLeast": "{origin, select, string {demasiado corto: se esperaban al menos {limit, number} caracteres} array {muy pocos elementos: se esperaban al menos {limit, number}} other {demasiado pequeño: se esperaba al menos {limit, number}}}",
  "importSkips.issue.moreThan": "demasiado pequeño: se esperaba más de {limit, number}",
  "importSkips.issue.atMost": "{origin, select, string {demasiado largo: se esperaban como máximo {limit, number} caracteres} array {demasiados elementos: se esperaban como máximo {limit, number}} other {demasiado grande: se esperaba como máximo {limit, number}}}",
  "importSkips.issue.lessThan": "demasiado grande: se esperaba menos de {limit, number}",
  "importSkips.issue.noMatch": "no coincide con ninguna de las formas de este formato",
} satisfies Translation<typeof en>
