import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "Saldo baixo",
  "alerts.lowBalance.body": "Seu saldo é {balance}, abaixo do seu limite de alerta de {threshold}.",
  "alerts.topUp.title": "Recarga recebida",
  "alerts.topUp.body": "{amount} foram adicionados aos seus créditos.",
  "alerts.spike.title": "Pico de gastos",
  "alerts.spike.body": "O gasto de hoje é {today} até agora (UTC), {times} um dia normal (mediana dos últimos 30 dias: {median}; você é alertado a partir de {factor, number}×).",
  "alerts.spike.atLeast": "pelo menos {factor}×",
  "alerts.spike.about": "cerca de {times}×",
  "alerts.budget.title": "Alerta de orçamento",
  "alerts.budget.reachedTitle": "Orçamento atingido",
  "alerts.budget.used": "Você usou {threshold, number}% do seu orçamento {period, select, day {diário} other {mensal}}: {spent} de {budget} ({percent, number}%) para {periodKey}.",
  "alerts.budget.reached": "Você atingiu seu orçamento {period, select, day {diário} other {mensal}}: {spent} de {budget} ({percent}%) para {periodKey}.",
  "alerts.project.title": "Alerta de orçamento do projeto: {project}",
  "alerts.project.reachedTitle": "Orçamento do projeto atingido: {project}",
  "alerts.project.used": "“{project}” usou {threshold}% do seu orçamento {period, select, day {diário} other {mensal}}: {spent} de {budget} ({percent}%) para {periodKey}.",
  "alerts.project.reached": "“{project}” atingiu seu orçamento {period, select, day {diário} other {mensal}}: {spent} de {budget} ({percent, number}%) para {periodKey}.",
  "alerts.price.title": "Mudança de preço",
  "alerts.price.change": "O preço de {part, select, input {entrada} cachedInput {entrada em cache} other {saída}} de {model} {direction, select, up {subiu} other {caiu}} {pct, number}%",
  "alerts.price.changeOn": "O preço de {part, select, input {entrada} cachedInput {entrada em cache} other {saída}} de {model} {direction, select, up {subiu} other {caiu}} {pct, number}% em {day}",
  "alerts.price.body": "{change} (ajustado a partir do seu uso: {from} → {to} por milhão de tokens).",
} satisfies Translation<typeof en>
