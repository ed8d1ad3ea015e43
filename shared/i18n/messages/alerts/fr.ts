import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "Solde bas",
  "alerts.lowBalance.body": "Votre solde est de {balance}, sous votre seuil d’alerte de {threshold}.",
  "alerts.topUp.title": "Recharge reçue",
  "alerts.topUp.body": "{amount} ont été ajoutés à vos crédits.",
  "alerts.spike.title": "Pic de dépenses",
  "alerts.spike.body": "Les dépenses du jour s’élèvent à {today} pour l’instant (UTC), {times} une journée habituelle (médiane des 30 derniers jours : {median} ; alerte à partir de {factor, number}×).",
  "alerts.spike.atLeast": "au moins {factor}×",
  "alerts.spike.about": "environ {times}×",
  "alerts.budget.title": "Alerte de budget",
  "alerts.budget.reachedTitle": "Budget atteint",
  "alerts.budget.used": "Vous avez utilisé {threshold, number} % de votre budget {period, select, day {quotidien} other {mensuel}} : {spent} sur {budget} ({percent, number} %) pour {periodKey}.",
  "alerts.budget.reached": "Vous avez atteint votre budget {period, select, day {quotidien} other {mensuel}} : {spent} sur {budget} ({percent} %) pour {periodKey}.",
  "alerts.project.title": "Alerte de budget du projet : {project}",
  "alerts.project.reachedTitle": "Budget du projet atteint : {project}",
  "alerts.project.used": "« {project} » a utilisé {threshold} % de son budget {period, select, day {quotidien} other {mensuel}} : {spent} sur {budget} ({percent} %) pour {periodKey}.",
  "alerts.project.reached": "« {project} » a atteint son budget {period, select, day {quotidien} other {mensuel}} : {spent} sur {budget} ({percent, number} %) pour {periodKey}.",
  "alerts.price.title": "Changement de prix",
  "alerts.price.change": "Le prix {part, select, input {d’entrée} cachedInput {d’entrée en cache} other {de sortie}} de {model} a {direction, select, up {augmenté} other {baissé}} de {pct, number} %",
  "alerts.price.changeOn": "Le prix {part, select, input {d’entrée} cachedInput {d’entrée en cache} other {de sortie}} de {model} a {direction, select, up {augmenté} other {baissé}} de {pct, number} % le {day}",
  "alerts.price.body": "{change} (estimé d’après votre utilisation : {from} → {to} par million de tokens).",
} satisfies Translation<typeof en>
