import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "Откуда берутся баланс и расход",
  "connections.source": "Чат через {router}, оплата с {account}. Баланс и расход ниже относятся к {accountName}.",
  "connections.title": "Баланс и расход",
  "connections.router": "{router} — это маршрутизатор: чат идёт через него, но у маршрутизатора нет баланса и расхода. Они берутся из сервисного аккаунта с собственным ключом API сервиса.",
  "connections.linkLabel": "Привязать сервисный аккаунт",
  "connections.spendFrom": "Оплата с",
  "connections.linking": "Привязка…",
  "connections.link": "Привязать аккаунт",
  "connections.none": "Сервисный аккаунт ещё не сохранён. Добавьте его с ключом API сервиса, чтобы видеть баланс и расход, пока вы общаетесь через {router}.",
  "connections.addInSettings": "Добавить сервисный аккаунт в настройках",
  "connections.linkFailed": "Не удалось привязать аккаунт",
} satisfies Translation<typeof en>
