import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "새 채팅",
} satisfies Translation<typeof en>
