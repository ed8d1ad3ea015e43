import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "Anhängen",
  "attachments.attachHint": "Text- oder Quelldateien anhängen (oder auf das Nachrichtenfeld ziehen)",
  "attachments.attachFiles": "Textdateien anhängen",
  "attachments.attached": "Angehängte Dateien",
  "attachments.dismiss": "Schließen",
  "attachments.tokens": "{count} Tokens",
  "attachments.noPrice": "— (noch keine Preisschätzung)",
  "attachments.counting": "Tokens werden gezählt…",
  "attachments.pickModel": "Modell wählen, um Tokens zu zählen",
  "attachments.remove": "{name} entfernen",
  "attachments.refused.type": "{name}: Nur Text- und Quelldateien können angehängt werden (.txt, .md, .csv, .json, Code).",
  "attachments.refused.size": "{name} ist {size} MB groß: Anhänge dürfen höchstens {max} MB groß sein.",
  "attachments.refused.binary": "{name} sieht nach einer Binärdatei aus, nicht nach Text.",
  "attachments.refused.encoding": "{name} ist kein gültiger {encoding}-Text. Speichern Sie die Datei als UTF-8 und hängen Sie sie erneut an.",
  "attachments.refused.empty": "{name} ist leer: Es wurde nichts angehängt.",
} satisfies Translation<typeof en>
