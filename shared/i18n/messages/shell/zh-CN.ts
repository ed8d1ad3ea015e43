import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "主菜单",
  "shell.nav.dashboard": "仪表盘",
  "shell.nav.usage": "用量",
  "shell.nav.chat": "聊天",
  "shell.nav.models": "模型",
  "shell.nav.batches": "批处理",
  "shell.nav.settings": "设置",
  "shell.connection": "连接",
  "shell.activeConnection": "当前连接",
  "shell.switchError": "无法切换连接：{message}",
  "shell.demo.badge": "演示",
  "shell.demo.hint": "来自内置模拟器的演示数据；不是真实账户",
  "shell.demo.banner": "你正在浏览内置模拟器的演示数据。这里没有真实账户。",
  "app.starting": "正在启动 Tokentally…",
  "app.loading": "加载中…",
  "app.connectionsError": "无法加载你的连接",
  "app.welcome": "欢迎",
  "time.justNow": "刚刚",
  "time.utcDay": "{day}（UTC）",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
