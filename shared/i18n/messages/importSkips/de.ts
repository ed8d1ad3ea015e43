import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "kein {source, select, chatgpt {ChatGPT-Gespräch} claude {Claude-Gespräch} openwebui {Open-WebUI-Chat} librechat {LibreChat-Export} chatbox {Chatbox-Gespräch} other {Tokentally-Export}}: {problem}",
  "importSkips.badMessage": "eine Nachricht hat nicht die Form, die {app} schreibt: {problem}",
  "importSkips.noConversationId": "es hat keine Gesprächs-ID („{field}“)",
  "importSkips.newerVersion": "es wurde von einer neueren Tokentally-Version exportiert (Formatversion {version, number}; diese liest bis {readsUpTo, number}): aktualisieren Sie Tokentally, um es zu importieren",
  "importSkips.pictureSession": "eine Bildsitzung (Bilderzeugung) ist kein Chat",
  "importSkips.noMessages": "es enthält keine Nachrichten",
  "importSkips.problemShape": "seine Form passt nicht zu diesem Format",
  "importSkips.problemMissing": "„{path}“ fehlt",
  "importSkips.problemMissingIt": "es fehlt",
  "importSkips.problemAt": "„{path}“: {detail}",
  "importSkips.problemIt": "es: {detail}",
  "importSkips.expected": "erwartet: {type}",
  "importSkips.untitled": "Gespräch ohne Titel",
  "importSkips.place": "Gespräch {n}",
  "importSkips.issue.oneOf": "ungültiger Wert: erwartet wird einer von {values}",
  "importSkips.issue.atLeast": "{origin, select, string {zu kurz: erwartet werden mindestens {limit, number} Zeichen} array {zu wenige Einträge: erwartet werden mindestens {limit, number}} other {zu klein: erwartet wird mindestens {limit, number}}}",
  "importSkips.issue.moreThan": "zu klein: erwartet wird mehr als {limit, number}",
  "importSkips.issue.atMost": "{origin, select, string {zu lang: erwartet werden höchstens {limit, number} Zeichen} array {zu viele Einträge: erwartet werden höchstens {limit, number}} other {zu groß: erwartet wird höchstens {limit, number}}}",
  "importSkips.issue.lessThan": "zu groß: erwartet wird weniger als {limit, number}",
  "importSkips.issue.noMatch": "es passt zu keiner Form, die dieses Format kennt",
} satisfies Translation<typeof en>
