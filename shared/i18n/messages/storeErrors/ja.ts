import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "回答を保存できませんでした: {detail}。",
  "storeErrors.notSaved.balanceHistory": "残高の履歴を保存できませんでした: {detail}。",
  "storeErrors.notSaved.batch": "バッチを保存できませんでした: {detail}。",
  "storeErrors.notSaved.branch": "ブランチを保存できませんでした: {detail}。",
  "storeErrors.notSaved.branchDeletion": "ブランチの削除を保存できませんでした: {detail}。",
  "storeErrors.notSaved.conversation": "会話を保存できませんでした: {detail}。",
  "storeErrors.notSaved.conversationLink": "以前の会話へのリンクを保存できませんでした: {detail}。",
  "storeErrors.notSaved.deletion": "削除を保存できませんでした: {detail}。",
  "storeErrors.notSaved.draft": "下書きを保存できませんでした: {detail}。",
  "storeErrors.notSaved.historyDeletion": "すべてのチャット履歴の削除を保存できませんでした: {detail}。",
  "storeErrors.notSaved.importedConversations": "インポートした会話を保存できませんでした: {detail}。",
  "storeErrors.notSaved.messages": "メッセージを保存できませんでした: {detail}。",
  "storeErrors.notSaved.project": "プロジェクトを保存できませんでした: {detail}。",
  "storeErrors.notSaved.projectAndTags": "プロジェクトとタグを保存できませんでした: {detail}。",
  "storeErrors.notSaved.projectBudget": "プロジェクトの予算を保存できませんでした: {detail}。",
  "storeErrors.notSaved.projectDeletion": "プロジェクトの削除を保存できませんでした: {detail}。",
  "storeErrors.notSaved.prompt": "プロンプトを保存できませんでした: {detail}。",
  "storeErrors.notSaved.usageCache": "使用量キャッシュを保存できませんでした: {detail}。",
  "storeErrors.notSaved.vote": "投票を保存できませんでした: {detail}。",
  "storeErrors.notSavedFile": "{path} を保存できませんでした: {detail}。",
  "storeErrors.diskFull": "ディスクがいっぱいです。空き容量を増やしてから、もう一度お試しください。",
  "storeErrors.checkFolder": "アプリのデータフォルダーが書き込み可能で、ディスクに空きがあるか確認してください。",
  "storeErrors.nothingLost": "これまでに保存した内容は失われていません。",
} satisfies Translation<typeof en>
