import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "余额和用量的来源",
  "connections.source": "通过 {router} 聊天，从 {account} 扣费。下方的余额和用量属于 {accountName}。",
  "connections.title": "余额和用量",
  "connections.router": "{router} 是路由器：聊天经由它进行，但路由器没有余额或用量。这些来自持有服务自身 API 密钥的服务账户。",
  "connections.linkLabel": "关联服务账户",
  "connections.spendFrom": "扣费账户",
  "connections.linking": "正在关联…",
  "connections.link": "关联账户",
  "connections.none": "尚未保存服务账户。使用服务的 API 密钥添加一个，即可在通过 {router} 聊天时查看余额和用量。",
  "connections.addInSettings": "在设置中添加服务账户",
  "connections.linkFailed": "无法关联该账户",
} satisfies Translation<typeof en>
