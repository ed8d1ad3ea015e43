import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "Saldo",
  "money.credits": "Créditos",
  "money.promo": "Créditos promocionais",
  "money.paid": "Créditos pagos",
  "money.held": "Retido",
  "money.debt": "Dívida",
  "money.allowance": "Franquia restante",
  "money.budget": "Orçamento",
  "money.cap": "Teto",
  "money.estimate": "Estimativa",
  "money.billed": "Faturado",
  "money.copied": "Copiado",
  "money.copyHint": "{exact} — clique para copiar o valor exato",
  "money.ariaLabel": "{label}: {shown} (exato {exact}); copiar",
  "money.ariaLabelPlain": "{shown} (exato {exact}); copiar",
  "money.convertedHint": "{hint} — clique para copiar o valor exato em dólares",
  "money.ariaLabelConverted": "{label}: {shown} (convertido: {hint}; exato {exact}); copiar",
  "money.ariaLabelConvertedPlain": "{shown} (convertido: {hint}; exato {exact}); copiar",
  "money.unknown": "—",
} satisfies Translation<typeof en>
