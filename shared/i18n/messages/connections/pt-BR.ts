import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "De onde vêm o saldo e o uso",
  "connections.source": "Chat via {router}, gastos de {account}. O saldo e o uso abaixo são de {accountName}.",
  "connections.title": "Saldo e uso",
  "connections.router": "{router} é um roteador: o chat passa por ele, mas um roteador não tem saldo nem uso. Eles vêm da conta de serviço que tem a própria chave de API do serviço.",
  "connections.linkLabel": "Vincular uma conta de serviço",
  "connections.spendFrom": "Gastar de",
  "connections.linking": "Vinculando…",
  "connections.link": "Vincular conta",
  "connections.none": "Nenhuma conta de serviço salva ainda. Adicione uma com a chave de API do serviço para ver saldo e uso enquanto conversa via {router}.",
  "connections.addInSettings": "Adicionar uma conta de serviço em Configurações",
  "connections.linkFailed": "Não foi possível vincular a conta",
} satisfies Translation<typeof en>
