import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "Saldo",
  "money.credits": "Créditos",
  "money.promo": "Créditos promocionales",
  "money.paid": "Créditos pagados",
  "money.held": "Retenido",
  "money.debt": "Deuda",
  "money.allowance": "Asignación del plan restante",
  "money.budget": "Presupuesto",
  "money.cap": "Tope",
  "money.estimate": "Estimación",
  "money.billed": "Facturado",
  "money.copied": "Copiado",
  "money.copyHint": "{exact} — haz clic para copiar el valor exacto",
  "money.ariaLabel": "{label}: {shown} (exacto {exact}); copiar",
  "money.ariaLabelPlain": "{shown} (exacto {exact}); copiar",
  "money.convertedHint": "{hint} — haz clic para copiar el valor exacto en dólares",
  "money.ariaLabelConverted": "{label}: {shown} (convertido: {hint}; exacto {exact}); copiar",
  "money.ariaLabelConvertedPlain": "{shown} (convertido: {hint}; exacto {exact}); copiar",
  "money.unknown": "—",
} satisfies Translation<typeof en>
