import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "余额不足",
  "alerts.lowBalance.body": "您的余额为 {balance}，低于提醒阈值 {threshold}。",
  "alerts.topUp.title": "已收到充值",
  "alerts.topUp.body": "{amount} 已添加到您的额度。",
  "alerts.spike.title": "支出激增",
  "alerts.spike.body": "今天的支出目前为 {today}（UTC），是平常一天的 {times}（过去 30 天中位数：{median}；达到 {factor, number}× 时提醒）。",
  "alerts.spike.atLeast": "至少 {factor}×",
  "alerts.spike.about": "约 {times}×",
  "alerts.budget.title": "预算提醒",
  "alerts.budget.reachedTitle": "已达预算",
  "alerts.budget.used": "您已使用{period, select, day {每日} other {每月}}预算的 {threshold, number}%：{periodKey} 为 {budget} 中的 {spent}（{percent, number}%）。",
  "alerts.budget.reached": "您已达到{period, select, day {每日} other {每月}}预算：{periodKey} 为 {budget} 中的 {spent}（{percent}%）。",
  "alerts.project.title": "项目预算提醒：{project}",
  "alerts.project.reachedTitle": "项目已达预算：{project}",
  "alerts.project.used": "“{project}”已使用其{period, select, day {每日} other {每月}}预算的 {threshold}%：{periodKey} 为 {budget} 中的 {spent}（{percent}%）。",
  "alerts.project.reached": "“{project}”已达到其{period, select, day {每日} other {每月}}预算：{periodKey} 为 {budget} 中的 {spent}（{percent, number}%）。",
  "alerts.price.title": "价格变动",
  "alerts.price.change": "{model} 的{part, select, input {输入} cachedInput {缓存输入} other {输出}}价格{direction, select, up {上涨} other {下降}}了 {pct, number}%",
  "alerts.price.changeOn": "{model} 的{part, select, input {输入} cachedInput {缓存输入} other {输出}}价格在 {day} {direction, select, up {上涨} other {下降}}了 {pct, number}%",
  "alerts.price.body": "{change}（根据您的用量拟合：每百万 token {from} → {to}）。",
} satisfies Translation<typeof en>
