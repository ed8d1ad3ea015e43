/** The money glossary (#37): the words that carry money, one choice per language, used by every other namespace. Amounts themselves are formatted by Intl (shared/i18n/format.ts). English is the source: every other language has exactly these keys. */
export default {
  "money.balance": "Balance",
  "money.credits": "Credits",
  "money.promo": "Promo credits",
  "money.paid": "Paid credits",
  "money.held": "Held",
  "money.debt": "Debt",
  "money.allowance": "Plan allowance remaining",
  "money.budget": "Budget",
  "money.cap": "Cap",
  "money.estimate": "Estimate",
  "money.billed": "Billed",
  "money.copied": "Copied",
  "money.copyHint": "{exact} — click to copy the exact value",
  "money.ariaLabel": "{label}: {shown} (exact {exact}); copy",
  "money.ariaLabelPlain": "{shown} (exact {exact}); copy",
  "money.unknown": "—",
}
