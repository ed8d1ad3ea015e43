import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "无法保存回答：{detail}。",
  "storeErrors.notSaved.balanceHistory": "无法保存余额历史：{detail}。",
  "storeErrors.notSaved.batch": "无法保存批处理：{detail}。",
  "storeErrors.notSaved.branch": "无法保存分支：{detail}。",
  "storeErrors.notSaved.branchDeletion": "无法保存对分支的删除：{detail}。",
  "storeErrors.notSaved.conversation": "无法保存对话：{detail}。",
  "storeErrors.notSaved.conversationLink": "无法保存指向先前对话的链接：{detail}。",
  "storeErrors.notSaved.deletion": "无法保存删除操作：{detail}。",
  "storeErrors.notSaved.draft": "无法保存草稿：{detail}。",
  "storeErrors.notSaved.historyDeletion": "无法保存对全部聊天记录的删除：{detail}。",
  "storeErrors.notSaved.importedConversations": "无法保存导入的对话：{detail}。",
  "storeErrors.notSaved.messages": "无法保存消息：{detail}。",
  "storeErrors.notSaved.project": "无法保存项目：{detail}。",
  "storeErrors.notSaved.projectAndTags": "无法保存项目和标签：{detail}。",
  "storeErrors.notSaved.projectBudget": "无法保存项目预算：{detail}。",
  "storeErrors.notSaved.projectDeletion": "无法保存对项目的删除：{detail}。",
  "storeErrors.notSaved.prompt": "无法保存提示词：{detail}。",
  "storeErrors.notSaved.usageCache": "无法保存用量缓存：{detail}。",
  "storeErrors.notSaved.vote": "无法保存投票：{detail}。",
  "storeErrors.notSavedFile": "无法保存 {path}：{detail}。",
  "storeErrors.diskFull": "磁盘已满：请释放一些空间后重试。",
  "storeErrors.checkFolder": "请确认应用的数据文件夹可写且磁盘未满。",
  "storeErrors.nothingLost": "之前保存的内容均未丢失。",
} satisfies Translation<typeof en>
