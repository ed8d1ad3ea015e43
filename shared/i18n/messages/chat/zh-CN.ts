import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "{model} 的回答{reason}。费用 {cost}。",
  "chat.announceNoCost": "{model} 的回答{reason}。费用未知：该模型尚无价格。",
  "chat.end.finished": "已完成",
  "chat.end.user": "已被你停止",
  "chat.end.answer-cap": "在单个回答的费用上限处停止",
  "chat.end.conversation-cap": "在对话的费用上限处停止",
  "chat.end.project-cap": "在项目的每月上限处停止",
  "chat.end.deleted": "已停止：对话已删除",
  "chat.end.app-closing": "已停止：应用正在关闭",
  "chat.end.incomplete": "在结束前中断",
  "chat.end.error": "失败了",
} satisfies Translation<typeof en>
