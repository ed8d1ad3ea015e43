import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "pas {source, select, chatgpt {une conversation ChatGPT} claude {une conversation Claude} openwebui {un chat Open WebUI} librechat {un export LibreChat} chatbox {une conversation Chatbox} other {un export Tokentally}} : {problem}",
  "importSkips.badMessage": "un message n’a pas la forme qu’écrit {app} : {problem}",
  "importSkips.noConversationId": "il n’a pas d’identifiant de conversation (« {field} »)",
  "importSkips.newerVersion": "il a été exporté par une version plus récente de Tokentally (format version {version, number} ; celle-ci lit jusqu’à {readsUpTo, number}) : mettez Tokentally à jour pour l’importer",
  "importSkips.pictureSession": "une session d’images (génération d’images) n’est pas un chat",
  "importSkips.noMessages": "il ne contient aucun message",
  "importSkips.problemShape": "sa forme ne correspond pas à ce format",
  "importSkips.problemMissing": "« {path} » manquant",
  "importSkips.problemMissingIt": "il manque",
  "importSkips.problemAt": "« {path} » : {detail}",
  "importSkips.problemIt": "il : {detail}",
  "importSkips.expected": "{type} attendu",
  "importSkips.untitled": "Conversation sans titre",
  "importSkips.place": "conversation {n}",
  "importSkips.issue.oneOf": "valeur non valide : une de {values} attendue",
  "importSkips.issue.atLeast": "{origin, select, string {trop court : au moins {limit, number} caractères attendus} array {trop peu d’éléments : au moins {limit, number} attendus} other {trop petit : au moins {limit, number} attendu}}",
  "importSkips.issue.moreThan": "trop petit : plus de {limit, number} attendu",
  "importSkips.issue.atMost": "{origin, select, string {trop long : au plus {limit, number} caractères attendus} array {trop d’éléments : au plus {limit, number} attendus} other {trop grand : au plus {limit, number} attendu}}",
  "importSkips.issue.lessThan": "trop grand : moins de {limit, number} attendu",
  "importSkips.issue.noMatch": "il ne correspond à aucune des formes de ce format",
} satisfies Translation<typeof en>
