import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "batchNames.title": "{prompts, plural, one {# промпт} few {# промпта} many {# промптов} other {# промпта}} × {models, plural, one {# модель} few {# модели} many {# моделей} other {# модели}}",
  "batchNames.row": "Пакет {n, number}/{total, number}: {title}",
} satisfies Translation<typeof en>
