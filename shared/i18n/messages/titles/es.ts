import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "Nuevo chat",
} satisfies Translation<typeof en>
