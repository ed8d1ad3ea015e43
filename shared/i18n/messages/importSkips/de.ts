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
} satisfies Translation<typeof en>
