import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "不是{source, select, chatgpt {ChatGPT 对话} claude {Claude 对话} openwebui {Open WebUI 聊天} librechat {LibreChat 导出文件} chatbox {Chatbox 对话} other {Tokentally 导出文件}}：{problem}",
  "importSkips.badMessage": "有一条消息不是 {app} 写出的格式：{problem}",
  "importSkips.noConversationId": "没有对话 ID（“{field}”）",
  "importSkips.newerVersion": "它由更新版本的 Tokentally 导出（格式版本 {version, number}；此版本最高读取 {readsUpTo, number}）：请更新 Tokentally 后再导入",
  "importSkips.pictureSession": "图片会话（图像生成）不是聊天",
  "importSkips.noMessages": "没有消息",
  "importSkips.problemShape": "其结构不属于此格式",
  "importSkips.problemMissing": "缺少“{path}”",
  "importSkips.problemMissingIt": "缺少内容",
  "importSkips.problemAt": "“{path}”：{detail}",
  "importSkips.problemIt": "内容：{detail}",
  "importSkips.expected": "应为 {type}",
  "importSkips.untitled": "无标题对话",
  "importSkips.place": "对话 {n}",
  "importSkips.issue.oneOf": "无效的值：应为 {values} 之一",
  "importSkips.issue.atLeast": "{origin, select, string {太短：应至少有 {limit, number} 个字符} array {项目太少：应至少有 {limit, number} 项} other {太小：应至少为 {limit, number}}}",
  "importSkips.issue.moreThan": "太小：应大于 {limit, number}",
  "importSkips.issue.atMost": "{origin, select, string {太长：应至多有 {limit, number} 个字符} array {项目太多：应至多有 {limit, number} 项} other {太大：应至多为 {limit, number}}}",
  "importSkips.issue.lessThan": "太大：应小于 {limit, number}",
  "importSkips.issue.noMatch": "它不符合此格式的任何一种形式",
} satisfies Translation<typeof en>
