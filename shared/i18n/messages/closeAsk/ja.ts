import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "Tokentally の実行を続けますか？",
  "closeAsk.message": "ウィンドウを閉じてもトレイで実行を続けますか？",
  "closeAsk.detail": "トレイに残高が表示され、残高不足の通知も届き続けます。一部のデスクトップではトレイアイコンが表示されません。設定 → デスクトップで変更できます。",
  "closeAsk.keep": "トレイで実行を続ける",
  "closeAsk.quit": "閉じたら終了する",
} satisfies Translation<typeof en>
