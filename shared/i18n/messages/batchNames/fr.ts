import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, one {# prompt} many {# prompts} other {# prompts}} × {models, plural, one {# modèle} many {# modèles} other {# modèles}}",
  "batchNames.row": "Lot {n, number}/{total, number} : {title}",
} satisfies Translation<typeof en>
