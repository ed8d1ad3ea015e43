import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "Antwort von {model} {reason}. Kosten {cost}.",
  "chat.announceNoCost": "Antwort von {model} {reason}. Kosten unbekannt: für dieses Modell gibt es noch keinen Preis.",
  "chat.end.finished": "ist fertig",
  "chat.end.user": "wurde von Ihnen gestoppt",
  "chat.end.answer-cap": "wurde an der Kostenobergrenze pro Antwort gestoppt",
  "chat.end.conversation-cap": "wurde an der Kostenobergrenze der Unterhaltung gestoppt",
  "chat.end.project-cap": "wurde an der Monatsobergrenze des Projekts gestoppt",
  "chat.end.deleted": "wurde gestoppt: die Unterhaltung wurde gelöscht",
  "chat.end.app-closing": "wurde gestoppt: die App wurde beendet",
  "chat.end.incomplete": "brach vor dem Ende ab",
  "chat.end.error": "ist fehlgeschlagen",
} satisfies Translation<typeof en>
