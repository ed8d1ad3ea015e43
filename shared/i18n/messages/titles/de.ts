import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "titles.newChat": "Neuer Chat",
} satisfies Translation<typeof en>
