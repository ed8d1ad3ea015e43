import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "附加",
  "attachments.attachHint": "附加文本或源代码文件（或将其拖放到消息框上）",
  "attachments.attachFiles": "附加文本文件",
  "attachments.attached": "已附加的文件",
  "attachments.dismiss": "关闭",
  "attachments.tokens": "{count} 个 token",
  "attachments.noPrice": "—（暂无价格估算）",
  "attachments.counting": "正在计算 token…",
  "attachments.pickModel": "选择模型以计算 token",
  "attachments.remove": "移除 {name}",
  "attachments.refused.type": "{name}：只能附加文本和源代码文件（.txt、.md、.csv、.json、代码）。",
  "attachments.refused.size": "{name} 大小为 {size} MB：附件最大为 {max} MB。",
  "attachments.refused.binary": "{name} 看起来是二进制文件，而不是文本。",
  "attachments.refused.encoding": "{name} 不是有效的 {encoding} 文本。请另存为 UTF-8 后重新附加。",
  "attachments.refused.empty": "{name} 是空文件：未附加任何内容。",
} satisfies Translation<typeof en>
