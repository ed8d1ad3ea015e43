import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "コピーしました",
  "common.copyReport": "エラーレポートをコピー",
  "common.error.param": "パラメーター「{param}」",
  "common.error.requestId": "リクエスト ID {id}",
  "common.seconds": "{seconds, number} 秒",
  "common.now": "今すぐ",
  "common.viewFailed": "{view} ビューを表示できませんでした",
  "common.viewChunkFailed": "アプリの一部を読み込めませんでした。Tokentally との接続が切れたか、再起動されました。再び動作したらページを再読み込みしてください（ブラウザーモードでは表示されたリンクを開いてください）。",
  "common.viewBug": "表示中に問題が発生しました。再読み込みしてやり直してください。再発する場合は、設定 → 情報 の診断情報をバグ報告にコピーしてください。",
  "common.reload": "再読み込み",
} satisfies Translation<typeof en>
