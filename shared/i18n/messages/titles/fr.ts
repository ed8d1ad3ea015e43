import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "Nouveau chat",
} satisfies Translation<typeof en>
