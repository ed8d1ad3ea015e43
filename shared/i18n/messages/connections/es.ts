import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "De dónde vienen el saldo y el uso",
  "connections.source": "Chat a través de {router}, gasto de {account}. El saldo y el uso de abajo son de {accountName}.",
  "connections.title": "Saldo y uso",
  "connections.router": "{router} es un enrutador: el chat pasa por él, pero un enrutador no tiene saldo ni uso. Estos vienen de la cuenta de servicio que tiene la clave de API propia del servicio.",
  "connections.linkLabel": "Vincular una cuenta de servicio",
  "connections.spendFrom": "Gastar de",
  "connections.linking": "Vinculando…",
  "connections.link": "Vincular cuenta",
  "connections.none": "Todavía no hay ninguna cuenta de servicio guardada. Añada una con la clave de API del servicio para ver el saldo y el uso mientras chatea a través de {router}.",
  "connections.addInSettings": "Añadir una cuenta de servicio en Ajustes",
  "connections.linkFailed": "No se pudo vincular la cuenta",
} satisfies Translation<typeof en>
