import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "残高不足",
  "alerts.lowBalance.body": "残高が {balance} で、通知のしきい値 {threshold} を下回っています。",
  "alerts.topUp.title": "チャージを受け取りました",
  "alerts.topUp.body": "クレジットに {amount} が追加されました。",
  "alerts.spike.title": "支出の急増",
  "alerts.spike.body": "今日の支出は現在 {today}（UTC）で、普段の日の {times} です（過去30日の中央値: {median}、{factor, number}× で通知）。",
  "alerts.spike.atLeast": "少なくとも {factor}×",
  "alerts.spike.about": "約 {times}×",
  "alerts.budget.title": "予算の通知",
  "alerts.budget.reachedTitle": "予算に達しました",
  "alerts.budget.used": "{period, select, day {1日} other {月}}の予算の {threshold, number}% を使用しました: {periodKey} は {budget} のうち {spent}（{percent, number}%）。",
  "alerts.budget.reached": "{period, select, day {1日} other {月}}の予算に達しました: {periodKey} は {budget} のうち {spent}（{percent}%）。",
  "alerts.project.title": "プロジェクト予算の通知: {project}",
  "alerts.project.reachedTitle": "プロジェクト予算に達しました: {project}",
  "alerts.project.used": "「{project}」は{period, select, day {1日} other {月}}の予算の {threshold}% を使用しました: {periodKey} は {budget} のうち {spent}（{percent}%）。",
  "alerts.project.reached": "「{project}」は{period, select, day {1日} other {月}}の予算に達しました: {periodKey} は {budget} のうち {spent}（{percent, number}%）。",
  "alerts.price.title": "価格変更",
  "alerts.price.change": "{model} の{part, select, input {入力} cachedInput {キャッシュ入力} other {出力}}価格が {pct, number}% {direction, select, up {上がりました} other {下がりました}}",
  "alerts.price.changeOn": "{model} の{part, select, input {入力} cachedInput {キャッシュ入力} other {出力}}価格が {day} に {pct, number}% {direction, select, up {上がりました} other {下がりました}}",
  "alerts.price.body": "{change}（使用量から推定: 100万トークンあたり {from} → {to}）。",
} satisfies Translation<typeof en>
