import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "已复制",
  "common.copyReport": "复制错误报告",
  "common.error.param": "参数“{param}”",
  "common.error.requestId": "请求 ID {id}",
  "common.seconds": "{seconds, number} 秒",
  "common.now": "现在",
  "common.viewFailed": "无法显示“{view}”视图",
  "common.viewChunkFailed": "应用的一部分无法加载：与 Tokentally 的连接已断开，或它已重启。待它恢复运行后重新加载页面（在浏览器模式下，打开它输出的链接）。",
  "common.viewBug": "显示时出错。请重新加载再试；如果再次发生，请将“设置 → 关于”中的诊断信息复制到错误报告中。",
  "common.reload": "重新加载",
} satisfies Translation<typeof en>
