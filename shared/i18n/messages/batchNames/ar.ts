import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, zero {لا موجّهات} one {موجّه واحد} two {موجّهان} few {# موجّهات} many {# موجّهًا} other {# موجّه}} × {models, plural, zero {لا نماذج} one {نموذج واحد} two {نموذجان} few {# نماذج} many {# نموذجًا} other {# نموذج}}",
  "batchNames.row": "الدفعة {n, number}/{total, number}: {title}",
} satisfies Translation<typeof en>
