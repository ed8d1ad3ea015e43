import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "Adjuntar",
  "attachments.attachHint": "Adjuntar archivos de texto o de código (o soltarlos en el cuadro del mensaje)",
  "attachments.attachFiles": "Adjuntar archivos de texto",
  "attachments.attached": "Archivos adjuntos",
  "attachments.dismiss": "Descartar",
  "attachments.tokens": "{count} tokens",
  "attachments.noPrice": "— (aún sin estimación de precio)",
  "attachments.counting": "contando tokens…",
  "attachments.pickModel": "elige un modelo para contar tokens",
  "attachments.remove": "Quitar {name}",
  "attachments.refused.type": "{name}: solo se pueden adjuntar archivos de texto y de código (.txt, .md, .csv, .json, código).",
  "attachments.refused.size": "{name} ocupa {size} MB: los adjuntos pueden ocupar hasta {max} MB.",
  "attachments.refused.binary": "{name} parece un archivo binario, no texto.",
  "attachments.refused.encoding": "{name} no es texto {encoding} válido. Guárdalo como UTF-8 y vuelve a adjuntarlo.",
  "attachments.refused.empty": "{name} está vacío: no se adjuntó nada.",
} satisfies Translation<typeof en>
