import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "잔액",
  "money.credits": "크레딧",
  "money.promo": "프로모션 크레딧",
  "money.paid": "유료 크레딧",
  "money.held": "보류",
  "money.debt": "부채",
  "money.allowance": "남은 플랜 한도",
  "money.budget": "예산",
  "money.cap": "상한",
  "money.estimate": "추정치",
  "money.billed": "청구됨",
  "money.copied": "복사됨",
  "money.copyHint": "{exact} — 클릭하여 정확한 값 복사",
  "money.ariaLabel": "{label}: {shown} (정확히 {exact}); 복사",
  "money.ariaLabelPlain": "{shown} (정확히 {exact}); 복사",
  "money.convertedHint": "{hint} — 클릭하여 정확한 달러 금액 복사",
  "money.ariaLabelConverted": "{label}: {shown} (환산: {hint}; 정확한 값 {exact}); 복사",
  "money.ariaLabelConvertedPlain": "{shown} (환산: {hint}; 정확한 값 {exact}); 복사",
  "money.unknown": "—",
} satisfies Translation<typeof en>
