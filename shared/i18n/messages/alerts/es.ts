import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "Saldo bajo",
  "alerts.lowBalance.body": "Su saldo es {balance}, por debajo de su umbral de alerta de {threshold}.",
  "alerts.topUp.title": "Recarga recibida",
  "alerts.topUp.body": "Se añadieron {amount} a sus créditos.",
  "alerts.spike.title": "Pico de gasto",
  "alerts.spike.body": "El gasto de hoy es {today} por ahora (UTC), {times} un día normal (mediana de los últimos 30 días: {median}; se le avisa a partir de {factor, number}×).",
  "alerts.spike.atLeast": "al menos {factor}×",
  "alerts.spike.about": "unas {times}×",
  "alerts.budget.title": "Alerta de presupuesto",
  "alerts.budget.reachedTitle": "Presupuesto alcanzado",
  "alerts.budget.used": "Ha usado el {threshold, number} % de su presupuesto {period, select, day {diario} other {mensual}}: {spent} de {budget} ({percent, number} %) para {periodKey}.",
  "alerts.budget.reached": "Ha alcanzado su presupuesto {period, select, day {diario} other {mensual}}: {spent} de {budget} ({percent} %) para {periodKey}.",
  "alerts.project.title": "Alerta de presupuesto del proyecto: {project}",
  "alerts.project.reachedTitle": "Presupuesto del proyecto alcanzado: {project}",
  "alerts.project.used": "«{project}» ha usado el {threshold} % de su presupuesto {period, select, day {diario} other {mensual}}: {spent} de {budget} ({percent} %) para {periodKey}.",
  "alerts.project.reached": "«{project}» ha alcanzado su presupuesto {period, select, day {diario} other {mensual}}: {spent} de {budget} ({percent, number} %) para {periodKey}.",
  "alerts.price.title": "Cambio de precio",
  "alerts.price.change": "El precio de {part, select, input {entrada} cachedInput {entrada en caché} other {salida}} de {model} {direction, select, up {subió} other {bajó}} un {pct, number} %",
  "alerts.price.changeOn": "El precio de {part, select, input {entrada} cachedInput {entrada en caché} other {salida}} de {model} {direction, select, up {subió} other {bajó}} un {pct, number} % el {day}",
  "alerts.price.body": "{change} (ajustado a partir de su uso: {from} → {to} por millón de tokens).",
} satisfies Translation<typeof en>
