import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "Kopiert",
  "common.copyReport": "Fehlerbericht kopieren",
  "common.error.param": "Parameter „{param}“",
  "common.error.requestId": "Anfrage-ID {id}",
  "common.seconds": "{seconds, number} s",
  "common.now": "jetzt",
  "common.viewFailed": "Die Ansicht „{view}“ konnte nicht angezeigt werden",
  "common.viewChunkFailed": "Ein Teil der App konnte nicht geladen werden: Die Verbindung zu Tokentally wurde unterbrochen oder Tokentally wurde neu gestartet. Laden Sie die Seite neu, sobald es wieder läuft (im Browsermodus den ausgegebenen Link öffnen).",
  "common.viewBug": "Beim Anzeigen ist ein Fehler aufgetreten. Laden Sie neu, um es erneut zu versuchen; tritt er wieder auf, kopieren Sie die Diagnose unter Einstellungen → Info in einen Fehlerbericht.",
  "common.reload": "Neu laden",
} satisfies Translation<typeof en>
