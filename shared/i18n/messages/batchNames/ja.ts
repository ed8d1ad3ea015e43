import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, other {# 件のプロンプト}} × {models, plural, other {# 個のモデル}}",
  "batchNames.row": "バッチ {n, number}/{total, number}: {title}",
} satisfies Translation<typeof en>
