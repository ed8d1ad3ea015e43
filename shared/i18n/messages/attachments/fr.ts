import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "Joindre",
  "attachments.attachHint": "Joindre des fichiers texte ou source (ou les déposer sur la zone de message)",
  "attachments.attachFiles": "Joindre des fichiers texte",
  "attachments.attached": "Fichiers joints",
  "attachments.dismiss": "Fermer",
  "attachments.tokens": "{count} tokens",
  "attachments.noPrice": "— (pas encore d’estimation de prix)",
  "attachments.counting": "comptage des tokens…",
  "attachments.pickModel": "choisissez un modèle pour compter les tokens",
  "attachments.remove": "Retirer {name}",
  "attachments.refused.type": "{name} : seuls les fichiers texte et source peuvent être joints (.txt, .md, .csv, .json, code).",
  "attachments.refused.size": "{name} fait {size} Mo : les pièces jointes sont limitées à {max} Mo.",
  "attachments.refused.binary": "{name} semble être un fichier binaire, pas du texte.",
  "attachments.refused.encoding": "{name} n’est pas un texte {encoding} valide. Enregistrez-le en UTF-8 et joignez-le à nouveau.",
  "attachments.refused.empty": "{name} est vide : rien n’a été joint.",
} satisfies Translation<typeof en>
