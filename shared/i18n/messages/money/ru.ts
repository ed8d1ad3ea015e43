import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "Баланс",
  "money.credits": "Кредиты",
  "money.promo": "Промокредиты",
  "money.paid": "Оплаченные кредиты",
  "money.held": "Зарезервировано",
  "money.debt": "Долг",
  "money.allowance": "Остаток лимита тарифа",
  "money.budget": "Бюджет",
  "money.cap": "Потолок",
  "money.estimate": "Оценка",
  "money.billed": "Списано",
  "money.copied": "Скопировано",
  "money.copyHint": "{exact} — нажмите, чтобы скопировать точное значение",
  "money.ariaLabel": "{label}: {shown} (точно {exact}); копировать",
  "money.ariaLabelPlain": "{shown} (точно {exact}); копировать",
  "money.convertedHint": "{hint} — нажмите, чтобы скопировать точную сумму в долларах",
  "money.ariaLabelConverted": "{label}: {shown} (пересчитано: {hint}; точно {exact}); копировать",
  "money.ariaLabelConvertedPlain": "{shown} (пересчитано: {hint}; точно {exact}); копировать",
  "money.unknown": "—",
} satisfies Translation<typeof en>
