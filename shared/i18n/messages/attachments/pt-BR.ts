import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "Anexar",
  "attachments.attachHint": "Anexar arquivos de texto ou código-fonte (ou soltá-los na caixa de mensagem)",
  "attachments.attachFiles": "Anexar arquivos de texto",
  "attachments.attached": "Arquivos anexados",
  "attachments.dismiss": "Dispensar",
  "attachments.tokens": "{count} tokens",
  "attachments.noPrice": "— (ainda sem estimativa de preço)",
  "attachments.counting": "contando tokens…",
  "attachments.pickModel": "escolha um modelo para contar tokens",
  "attachments.remove": "Remover {name}",
  "attachments.refused.type": "{name}: só é possível anexar arquivos de texto e código-fonte (.txt, .md, .csv, .json, código).",
  "attachments.refused.size": "{name} tem {size} MB: anexos podem ter até {max} MB.",
  "attachments.refused.binary": "{name} parece ser um arquivo binário, não texto.",
  "attachments.refused.encoding": "{name} não é um texto {encoding} válido. Salve-o como UTF-8 e anexe de novo.",
  "attachments.refused.empty": "{name} está vazio: nada foi anexado.",
} satisfies Translation<typeof en>
