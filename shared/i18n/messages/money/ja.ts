import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "残高",
  "money.credits": "クレジット",
  "money.promo": "プロモクレジット",
  "money.paid": "購入クレジット",
  "money.held": "保留中",
  "money.debt": "負債",
  "money.allowance": "残りのプラン枠",
  "money.budget": "予算",
  "money.cap": "上限",
  "money.estimate": "見積もり",
  "money.billed": "請求済み",
  "money.copied": "コピーしました",
  "money.copyHint": "{exact} — クリックで正確な値をコピー",
  "money.ariaLabel": "{label}: {shown}（正確には {exact}）; コピー",
  "money.ariaLabelPlain": "{shown}（正確には {exact}）; コピー",
  "money.convertedHint": "{hint} — クリックで正確なドル金額をコピー",
  "money.ariaLabelConverted": "{label}: {shown}（換算: {hint}、正確な値 {exact}）、コピー",
  "money.ariaLabelConvertedPlain": "{shown}（換算: {hint}、正確な値 {exact}）、コピー",
  "money.unknown": "—",
} satisfies Translation<typeof en>
