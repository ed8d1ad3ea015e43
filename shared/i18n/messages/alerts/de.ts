import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "Niedriges Guthaben",
  "alerts.lowBalance.body": "Ihr Guthaben beträgt {balance} und liegt unter Ihrer Warnschwelle von {threshold}.",
  "alerts.topUp.title": "Aufladung eingegangen",
  "alerts.topUp.body": "{amount} wurden Ihren Credits gutgeschrieben.",
  "alerts.spike.title": "Ausgabenspitze",
  "alerts.spike.body": "Die heutigen Ausgaben betragen bisher {today} (UTC), {times} eines üblichen Tages (Median der letzten 30 Tage: {median}; Sie werden ab {factor, number}× gewarnt).",
  "alerts.spike.atLeast": "mindestens {factor}×",
  "alerts.spike.about": "etwa {times}×",
  "alerts.budget.title": "Budgetwarnung",
  "alerts.budget.reachedTitle": "Budget erreicht",
  "alerts.budget.used": "Sie haben {threshold, number} % Ihres {period, select, day {Tagesbudgets} other {Monatsbudgets}} verbraucht: {spent} von {budget} ({percent, number} %) für {periodKey}.",
  "alerts.budget.reached": "Sie haben Ihr {period, select, day {Tagesbudget} other {Monatsbudget}} erreicht: {spent} von {budget} ({percent} %) für {periodKey}.",
  "alerts.project.title": "Projektbudget-Warnung: {project}",
  "alerts.project.reachedTitle": "Projektbudget erreicht: {project}",
  "alerts.project.used": "„{project}“ hat {threshold} % seines {period, select, day {Tagesbudgets} other {Monatsbudgets}} verbraucht: {spent} von {budget} ({percent} %) für {periodKey}.",
  "alerts.project.reached": "„{project}“ hat sein {period, select, day {Tagesbudget} other {Monatsbudget}} erreicht: {spent} von {budget} ({percent, number} %) für {periodKey}.",
  "alerts.price.title": "Preisänderung",
  "alerts.price.change": "Der {part, select, input {Eingabepreis} cachedInput {Preis für zwischengespeicherte Eingabe} other {Ausgabepreis}} von {model} ist um {pct, number} % {direction, select, up {gestiegen} other {gesunken}}",
  "alerts.price.changeOn": "Der {part, select, input {Eingabepreis} cachedInput {Preis für zwischengespeicherte Eingabe} other {Ausgabepreis}} von {model} ist am {day} um {pct, number} % {direction, select, up {gestiegen} other {gesunken}}",
  "alerts.price.body": "{change} (aus Ihrer Nutzung ermittelt: {from} → {to} pro Million Tokens).",
} satisfies Translation<typeof en>
