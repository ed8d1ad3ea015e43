import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "メイン",
  "shell.nav.dashboard": "ダッシュボード",
  "shell.nav.usage": "使用量",
  "shell.nav.chat": "チャット",
  "shell.nav.models": "モデル",
  "shell.nav.batches": "バッチ",
  "shell.nav.settings": "設定",
  "shell.connection": "接続",
  "shell.activeConnection": "使用中の接続",
  "shell.switchError": "接続を切り替えられませんでした: {message}",
  "shell.demo.badge": "デモ",
  "shell.demo.hint": "内蔵シミュレーターのデモデータです。実際のアカウントではありません",
  "shell.demo.banner": "内蔵シミュレーターのデモデータを表示しています。ここにあるのは実際のアカウントではありません。",
  "app.starting": "Tokentally を起動しています…",
  "app.loading": "読み込み中…",
  "app.connectionsError": "接続を読み込めませんでした",
  "app.welcome": "ようこそ",
  "time.justNow": "たった今",
  "time.utcDay": "{day}（UTC）",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
