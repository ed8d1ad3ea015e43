import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "Низкий баланс",
  "alerts.lowBalance.body": "Ваш баланс {balance} — ниже порога оповещения {threshold}.",
  "alerts.topUp.title": "Пополнение получено",
  "alerts.topUp.body": "На ваши кредиты зачислено {amount}.",
  "alerts.spike.title": "Всплеск расходов",
  "alerts.spike.body": "Расходы за сегодня пока {today} (UTC), {times} обычного дня (медиана за последние 30 дней: {median}; оповещение при {factor, number}×).",
  "alerts.spike.atLeast": "не меньше {factor}×",
  "alerts.spike.about": "примерно {times}×",
  "alerts.budget.title": "Оповещение о бюджете",
  "alerts.budget.reachedTitle": "Бюджет исчерпан",
  "alerts.budget.used": "Вы израсходовали {threshold, number} % {period, select, day {дневного} other {месячного}} бюджета: {spent} из {budget} ({percent, number} %) за {periodKey}.",
  "alerts.budget.reached": "Вы достигли {period, select, day {дневного} other {месячного}} бюджета: {spent} из {budget} ({percent} %) за {periodKey}.",
  "alerts.project.title": "Оповещение о бюджете проекта: {project}",
  "alerts.project.reachedTitle": "Бюджет проекта исчерпан: {project}",
  "alerts.project.used": "«{project}» израсходовал {threshold} % {period, select, day {дневного} other {месячного}} бюджета: {spent} из {budget} ({percent} %) за {periodKey}.",
  "alerts.project.reached": "«{project}» достиг {period, select, day {дневного} other {месячного}} бюджета: {spent} из {budget} ({percent, number} %) за {periodKey}.",
  "alerts.price.title": "Изменение цены",
  "alerts.price.change": "Цена {part, select, input {ввода} cachedInput {кэшированного ввода} other {вывода}} {model} {direction, select, up {выросла} other {снизилась}} на {pct, number} %",
  "alerts.price.changeOn": "Цена {part, select, input {ввода} cachedInput {кэшированного ввода} other {вывода}} {model} {direction, select, up {выросла} other {снизилась}} на {pct, number} % {day}",
  "alerts.price.body": "{change} (оценено по вашему использованию: {from} → {to} за миллион токенов).",
} satisfies Translation<typeof en>
