import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "添付",
  "attachments.attachHint": "テキストファイルやソースファイルを添付（メッセージ欄にドロップしても添付できます）",
  "attachments.attachFiles": "テキストファイルを添付",
  "attachments.attached": "添付ファイル",
  "attachments.dismiss": "閉じる",
  "attachments.tokens": "{count} トークン",
  "attachments.noPrice": "—（価格見積もりはまだありません）",
  "attachments.counting": "トークンを数えています…",
  "attachments.pickModel": "トークンを数えるにはモデルを選んでください",
  "attachments.remove": "{name} を外す",
  "attachments.refused.type": "{name}: 添付できるのはテキストファイルとソースファイルだけです（.txt、.md、.csv、.json、コード）。",
  "attachments.refused.size": "{name} は {size} MB です: 添付できるのは {max} MB までです。",
  "attachments.refused.binary": "{name} はテキストではなくバイナリファイルのようです。",
  "attachments.refused.encoding": "{name} は有効な {encoding} テキストではありません。UTF-8 で保存してから添付し直してください。",
  "attachments.refused.empty": "{name} は空です: 何も添付されていません。",
} satisfies Translation<typeof en>
