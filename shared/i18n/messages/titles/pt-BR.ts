import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "Novo chat",
} satisfies Translation<typeof en>
