import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, other {# 个提示}} × {models, plural, other {# 个模型}}",
  "batchNames.row": "批量 {n, number}/{total, number}：{title}",
} satisfies Translation<typeof en>
