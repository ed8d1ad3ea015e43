import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "Новый чат",
} satisfies Translation<typeof en>
