import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "残高と使用量の出どころ",
  "connections.source": "チャットは {router} 経由、支払いは {account} から。以下の残高と使用量は {accountName} のものです。",
  "connections.title": "残高と使用量",
  "connections.router": "{router} はルーターです。チャットはこれを経由しますが、ルーターには残高も使用量もありません。それらはサービス自身の API キーを持つサービスアカウントから取得します。",
  "connections.linkLabel": "サービスアカウントをリンク",
  "connections.spendFrom": "支払い元",
  "connections.linking": "リンクしています…",
  "connections.link": "アカウントをリンク",
  "connections.none": "サービスアカウントがまだ保存されていません。{router} 経由でチャットしながら残高と使用量を見るには、サービスの API キーでアカウントを追加してください。",
  "connections.addInSettings": "設定でサービスアカウントを追加",
  "connections.linkFailed": "アカウントをリンクできませんでした",
} satisfies Translation<typeof en>
