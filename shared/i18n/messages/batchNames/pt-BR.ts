import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, one {# prompt} many {# prompts} other {# prompts}} × {models, plural, one {# modelo} many {# modelos} other {# modelos}}",
  "batchNames.row": "Lote {n, number}/{total, number}: {title}",
} satisfies Translation<typeof en>
