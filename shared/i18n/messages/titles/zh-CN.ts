import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "新聊天",
} satisfies Translation<typeof en>
