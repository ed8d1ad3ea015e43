import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "{model} の回答が{reason}。費用 {cost}。",
  "chat.announceNoCost": "{model} の回答が{reason}。費用は不明です（このモデルの価格はまだありません）。",
  "chat.end.finished": "完了しました",
  "chat.end.user": "停止されました（あなたが停止）",
  "chat.end.answer-cap": "回答ごとの費用上限で停止しました",
  "chat.end.conversation-cap": "会話の費用上限で停止しました",
  "chat.end.project-cap": "プロジェクトの月間上限で停止しました",
  "chat.end.deleted": "停止しました（会話が削除されました）",
  "chat.end.app-closing": "停止しました（アプリの終了）",
  "chat.end.incomplete": "途中で途切れました",
  "chat.end.error": "失敗しました",
} satisfies Translation<typeof en>
