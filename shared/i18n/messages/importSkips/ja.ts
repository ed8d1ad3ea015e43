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
  "importSkips.issue.oneOf": "無効な値: {values} のいずれかである必要があります",
  "importSkips.issue.atLeast": "{origin, select, string {短すぎます: {limit, number} 文字以上である必要があります} array {項目が少なすぎます: {limit, number} 個以上である必要があります} other {小さすぎます: {limit, number} 以上である必要があります}}",
  "importSkips.issue.moreThan": "小さすぎます: {limit, number} より大きい必要があります",
  "importSkips.issue.atMost": "{origin, select, string {長すぎます: {limit, number} 文字以下である必要があります} array {項目が多すぎます: {limit, number} 個以下である必要があります} other {大きすぎます: {limit, number} 以下である必要があります}}",
  "importSkips.issue.lessThan": "大きすぎます: {limit, number} 未満である必要があります",
  "importSkips.issue.noMatch": "この形式のどの形にも一致しません",
} satisfies Translation<typeof en>
