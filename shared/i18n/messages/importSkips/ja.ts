import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "{source, select, chatgpt {ChatGPT の会話} claude {Claude の会話} openwebui {Open WebUI のチャット} librechat {LibreChat のエクスポート} chatbox {Chatbox の会話} other {Tokentally のエクスポート}}ではありません: {problem}",
  "importSkips.badMessage": "{app} が書き出す形式ではないメッセージがあります: {problem}",
  "importSkips.noConversationId": "会話 ID（「{field}」）がありません",
  "importSkips.newerVersion": "新しい Tokentally で書き出されています（形式バージョン {version, number}、このバージョンは {readsUpTo, number} まで読めます）。インポートするには Tokentally を更新してください",
  "importSkips.pictureSession": "画像セッション（画像生成）はチャットではありません",
  "importSkips.noMessages": "メッセージがありません",
  "importSkips.problemShape": "この形式の構造ではありません",
  "importSkips.problemMissing": "「{path}」がありません",
  "importSkips.problemMissingIt": "項目がありません",
  "importSkips.problemAt": "「{path}」: {detail}",
  "importSkips.problemIt": "項目: {detail}",
  "importSkips.expected": "{type} が必要です",
  "importSkips.untitled": "無題の会話",
  "importSkips.place": "会話 {n}",
} satisfies Translation<typeof en>
