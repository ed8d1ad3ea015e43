import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "money.balance": "Guthaben",
  "money.credits": "Credits",
  "money.promo": "Promo-Credits",
  "money.paid": "Bezahlte Credits",
  "money.held": "Reserviert",
  "money.debt": "Schulden",
  "money.allowance": "Verbleibendes Kontingent",
  "money.budget": "Budget",
  "money.cap": "Obergrenze",
  "money.estimate": "Schätzung",
  "money.billed": "Abgerechnet",
  "money.copied": "Kopiert",
  "money.copyHint": "{exact} – klicken, um den genauen Betrag zu kopieren",
  "money.ariaLabel": "{label}: {shown} (genau {exact}); kopieren",
  "money.ariaLabelPlain": "{shown} (genau {exact}); kopieren",
  "money.convertedHint": "{hint} – klicken, um den genauen Dollarbetrag zu kopieren",
  "money.ariaLabelConverted": "{label}: {shown} (umgerechnet: {hint}; genau {exact}); kopieren",
  "money.ariaLabelConvertedPlain": "{shown} (umgerechnet: {hint}; genau {exact}); kopieren",
  "money.unknown": "—",
} satisfies Translation<typeof en>
