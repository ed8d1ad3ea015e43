import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "Solde",
  "money.credits": "Crédits",
  "money.promo": "Crédits promotionnels",
  "money.paid": "Crédits payés",
  "money.held": "Réservé",
  "money.debt": "Dette",
  "money.allowance": "Forfait restant",
  "money.budget": "Budget",
  "money.cap": "Plafond",
  "money.estimate": "Estimation",
  "money.billed": "Facturé",
  "money.copied": "Copié",
  "money.copyHint": "{exact} — cliquez pour copier la valeur exacte",
  "money.ariaLabel": "{label} : {shown} (exactement {exact}) ; copier",
  "money.ariaLabelPlain": "{shown} (exactement {exact}) ; copier",
  "money.convertedHint": "{hint} — cliquez pour copier la valeur exacte en dollars",
  "money.ariaLabelConverted": "{label} : {shown} (converti : {hint} ; exact {exact}) ; copier",
  "money.ariaLabelConvertedPlain": "{shown} (converti : {hint} ; exact {exact}) ; copier",
  "money.unknown": "—",
} satisfies Translation<typeof en>
