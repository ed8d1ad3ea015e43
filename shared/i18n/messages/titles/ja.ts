import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "新しいチャット",
} satisfies Translation<typeof en>
