import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Tokentally へようこそ",
  "onboarding.lead": "プリペイドのクレジット残高とモデルごとの使用量を、Web ダッシュボードを開かずにひと目で確認できます。",
  "onboarding.leadChat": "アカウントのモデルとチャットし、回答ごとの費用を確認できます。",
  "onboarding.connect": "アカウントを接続",
  "onboarding.connectButton": "接続",
  "onboarding.keysFirst": "まず API キーの保管場所を選んでください（上）。その後、ここにサービスのベース URL とキーを入力します。",
  "onboarding.connectHint": "サービスのベース URL と API キーを入力してください。Tokentally は保存前にサービスで確認します。",
  "onboarding.justLooking": "見てみるだけ？",
  "onboarding.demoLead": "残高のあるデモアカウントで、数か月分のリアルな使用量と実際に動くチャットを試せます。",
  "onboarding.demoHint": "デモはこのコンピューター上の内蔵シミュレーター（127.0.0.1）で動きます。アカウントもキーも本物のお金も不要です。デモのものにはすべて「デモ」と表示され、後から設定で本物のアカウントを接続できます。",
  "onboarding.demoStarting": "デモを開始しています…",
  "onboarding.demoStart": "デモデータで試す",
  "onboarding.demoFailed": "デモを開始できませんでした",
  "onboarding.demoFailedDetail": "デモを開始できませんでした: {message}",
} satisfies Translation<typeof en>
