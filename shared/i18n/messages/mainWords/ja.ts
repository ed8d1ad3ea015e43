import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "サービスが ETag のないリクエストに 304 Not Modified で応答しました。",
  "mainWords.usagePage.nextPageOutside": "サービスの next_page {next} が {from}..{to} の範囲外です。",
  "mainWords.keychain.noAnswer": "{seconds} 秒以内に応答がありませんでした",
  "mainWords.keychain.noAnswerLocked": "{seconds} 秒以内に応答がありませんでした（ロックされている可能性があります）",
  "mainWords.keychain.noLibrary": "キーチェーンのライブラリを読み込めませんでした: {detail}",
  "mainWords.update.unpackaged": "アップデートは利用できません: このコピーはパッケージ化されずに（ソースから）実行されています。",
  "mainWords.update.linuxDeb": "アップデートはパッケージマネージャーから提供されます: このコピーは .deb パッケージからインストールされました。",
  "mainWords.update.noFeed": "アップデートは利用できません: このビルドにはアップデートフィードが設定されていません。",
  "mainWords.update.testShell": "テストシェルではアップデートを利用できません。",
  "mainWords.demoName": "デモアカウント",
  "mainWords.deletedProject": "削除されたプロジェクト",
  "mainWords.batchMd.tokensOut": "{count, plural, other {出力 # トークン}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, other {出力 # トークン}}（ここで計数）",
  "mainWords.batchMd.estimate": "≈ {amount}（見積もり）",
  "mainWords.batchMd.noAnswer": "（回答なし）",
} satisfies Translation<typeof en>
