import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "Die Antwort konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.balanceHistory": "Der Guthabenverlauf konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.batch": "Der Batch konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.branch": "Der Zweig konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.branchDeletion": "Das Löschen des Zweigs konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.conversation": "Die Unterhaltung konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.conversationLink": "Der Verweis auf die frühere Unterhaltung konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.deletion": "Das Löschen konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.draft": "Der Entwurf konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.historyDeletion": "Das Löschen des gesamten Chatverlaufs konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.importedConversations": "Die importierten Unterhaltungen konnten nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.messages": "Die Nachrichten konnten nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.project": "Das Projekt konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.projectAndTags": "Projekt und Tags konnten nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.projectBudget": "Das Projektbudget konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.projectDeletion": "Das Löschen des Projekts konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.prompt": "Der Prompt konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.usageCache": "Der Nutzungs-Cache konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSaved.vote": "Die Bewertung konnte nicht gespeichert werden: {detail}.",
  "storeErrors.notSavedFile": "{path} konnte nicht gespeichert werden: {detail}.",
  "storeErrors.diskFull": "Die Festplatte ist voll: Geben Sie Speicherplatz frei und versuchen Sie es erneut.",
  "storeErrors.checkFolder": "Prüfen Sie, ob der Datenordner der App beschreibbar und die Festplatte nicht voll ist.",
  "storeErrors.nothingLost": "Nichts zuvor Gespeichertes ging verloren.",
} satisfies Translation<typeof en>
