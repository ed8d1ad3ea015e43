import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "某个对话",
  "causes.long": "“{title}”每条消息发送 {largest} 个 token 的上下文（第一条发送 {first}）；其 {count, plural, other {# 个回答}}花费 {cost}，占当天的 {share}。",
  "causes.fixSummary": "在带摘要的新聊天中继续“{title}”。",
  "causes.fixSummarySaving": "在带摘要的新聊天中继续“{title}”：同样数量的消息约少花 {saving}。",
  "causes.retries": "{count, plural, other {# 个回答}}被再次请求（重新生成或重试）：在被替换的回答上花费 {cost}，占当天的 {share}。",
  "causes.retriesFailed": "{count, plural, other {# 个回答}}被再次请求（重新生成或重试；其中 {failed} 个曾失败或中断）：在被替换的回答上花费 {cost}，占当天的 {share}。",
  "causes.fixContinue": "对中断的回答使用“继续”而不是重新提问，重试前先查看回答失败的原因：这样的一天约 {saving}。",
  "causes.priceRose": "{model} 的价格在 {day} 上涨（从您的用量中发现）：当天 {model} 的使用花费 {now}，按旧价格为 {before}。",
  "causes.fixSwitch": "从 {model} 切换到 {to}：同样的使用约少花 {saving}（“假如”显示您的投票如何评价它）。",
  "causes.fixCompare": "在“假如”中将 {model} 与更便宜的模型比较。",
  "causes.fixCap": "找出产生支出的密钥（您的脚本、其他应用、设备），并设置每日预算，让这样的一天尽早提醒：比平常多约 {saving}。",
  "causes.elsewhere": "此账户的其他密钥花费了 {cost}，占当天的 {share}：不是 Tokentally 中的聊天。",
  "causes.elsewhereUsual": "此账户的其他密钥花费了 {cost}，占当天的 {share}（通常为 {usual}）：不是 Tokentally 中的聊天。",
  "causes.why": "原因：{words} 解决办法：{fix}",
  "causes.also": "另外：{words} 解决办法：{fix}",
  "causes.noneFound": "未找到单一原因：单个对话、重试、价格变动或其他密钥都不能解释大部分支出。",
} satisfies Translation<typeof en>
