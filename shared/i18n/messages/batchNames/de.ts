import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, one {# Prompt} other {# Prompts}} × {models, plural, one {# Modell} other {# Modelle}}",
  "batchNames.row": "Stapel {n, number}/{total, number}: {title}",
} satisfies Translation<typeof en>
