import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "余额",
  "money.credits": "额度",
  "money.promo": "赠送额度",
  "money.paid": "付费额度",
  "money.held": "冻结",
  "money.debt": "欠款",
  "money.allowance": "剩余套餐额度",
  "money.budget": "预算",
  "money.cap": "上限",
  "money.estimate": "估算",
  "money.billed": "已计费",
  "money.copied": "已复制",
  "money.copyHint": "{exact} — 点击复制精确值",
  "money.ariaLabel": "{label}：{shown}（精确值 {exact}）；复制",
  "money.ariaLabelPlain": "{shown}（精确值 {exact}）；复制",
  "money.convertedHint": "{hint} — 点击复制准确的美元金额",
  "money.ariaLabelConverted": "{label}：{shown}（已换算：{hint}；准确值 {exact}）；复制",
  "money.ariaLabelConvertedPlain": "{shown}（已换算：{hint}；准确值 {exact}）；复制",
  "money.unknown": "—",
} satisfies Translation<typeof en>
