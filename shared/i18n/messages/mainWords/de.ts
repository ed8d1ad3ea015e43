import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "Der Dienst hat auf eine Anfrage ohne ETag mit 304 Not Modified geantwortet.",
  "mainWords.usagePage.nextPageOutside": "Die next_page {next} des Dienstes liegt außerhalb von {from}..{to}.",
  "mainWords.keychain.noAnswer": "er hat nicht innerhalb von {seconds} s geantwortet",
  "mainWords.keychain.noAnswerLocked": "er hat nicht innerhalb von {seconds} s geantwortet; er ist vielleicht gesperrt",
  "mainWords.keychain.noLibrary": "die Schlüsselbund-Bibliothek konnte nicht geladen werden: {detail}",
  "mainWords.update.unpackaged": "Updates sind nicht verfügbar: Diese Kopie läuft ungepackt (aus dem Quellcode).",
  "mainWords.update.linuxDeb": "Updates kommen über Ihre Paketverwaltung: Diese Kopie wurde aus einem .deb-Paket installiert.",
  "mainWords.update.noFeed": "Updates sind nicht verfügbar: Für diesen Build ist kein Update-Feed eingerichtet.",
  "mainWords.update.testShell": "Updates sind in der Test-Shell nicht verfügbar.",
  "mainWords.demoName": "Demokonto",
  "mainWords.deletedProject": "Gelöschtes Projekt",
  "mainWords.batchMd.tokensOut": "{count, plural, one {# Token ausgegeben} other {# Tokens ausgegeben}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, one {# Token ausgegeben} other {# Tokens ausgegeben}} (hier gezählt)",
  "mainWords.batchMd.estimate": "≈ {amount} (Schätzung)",
  "mainWords.batchMd.noAnswer": "(keine Antwort)",
} satisfies Translation<typeof en>
