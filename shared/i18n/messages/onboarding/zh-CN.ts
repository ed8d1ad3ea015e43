import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "欢迎使用 Tokentally",
  "onboarding.lead": "无需打开网页仪表板，即可一目了然地查看预付费额度余额和各模型用量。",
  "onboarding.leadChat": "与您账户中的模型聊天，并查看每条回答的费用。",
  "onboarding.connect": "连接您的账户",
  "onboarding.connectButton": "连接",
  "onboarding.keysFirst": "请先选择 API 密钥的保存位置（上方）；然后在此输入服务的基础 URL 和密钥。",
  "onboarding.connectHint": "输入服务的基础 URL 和 API 密钥。Tokentally 会在保存前向服务验证。",
  "onboarding.justLooking": "只是看看？",
  "onboarding.demoLead": "探索一个有余额的演示账户，包含数月的真实感用量和可用的聊天。",
  "onboarding.demoHint": "演示在本机运行内置模拟器（127.0.0.1）：无需账户、密钥，也不涉及真实资金。来自演示的一切都标有“演示”，您之后可以在设置中连接真实账户。",
  "onboarding.demoStarting": "正在启动演示…",
  "onboarding.demoStart": "使用演示数据探索",
  "onboarding.demoFailed": "演示无法启动",
  "onboarding.demoFailedDetail": "演示无法启动：{message}",
} satisfies Translation<typeof en>
