import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "محادثة جديدة",
} satisfies Translation<typeof en>
