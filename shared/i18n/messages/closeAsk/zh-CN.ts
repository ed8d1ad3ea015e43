import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "让 Tokentally 继续运行？",
  "closeAsk.message": "关闭窗口后在托盘中继续运行？",
  "closeAsk.detail": "托盘会显示您的余额，余额不足提醒也会继续。有些桌面会隐藏托盘图标；您可以在“设置 → 桌面”中更改。",
  "closeAsk.keep": "在托盘中继续运行",
  "closeAsk.quit": "关闭时退出",
} satisfies Translation<typeof en>
