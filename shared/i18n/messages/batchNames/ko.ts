import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, other {프롬프트 #개}} × {models, plural, other {모델 #개}}",
  "batchNames.row": "배치 {n, number}/{total, number}: {title}",
} satisfies Translation<typeof en>
