import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "服务对一个不带 ETag 的请求返回了 304 Not Modified。",
  "mainWords.usagePage.nextPageOutside": "服务返回的 next_page {next} 超出了 {from}..{to} 的范围。",
  "mainWords.keychain.noAnswer": "它在 {seconds} 秒内没有响应",
  "mainWords.keychain.noAnswerLocked": "它在 {seconds} 秒内没有响应；可能已被锁定",
  "mainWords.keychain.noLibrary": "无法加载钥匙串库：{detail}",
  "mainWords.update.unpackaged": "无法更新：此副本以未打包方式（从源代码）运行。",
  "mainWords.update.linuxDeb": "更新由你的软件包管理器提供：此副本是通过 .deb 软件包安装的。",
  "mainWords.update.noFeed": "无法更新：此版本未配置更新源。",
  "mainWords.update.testShell": "测试环境中无法更新。",
  "mainWords.demoName": "演示账户",
  "mainWords.deletedProject": "已删除的项目",
  "mainWords.batchMd.tokensOut": "{count, plural, other {输出 # 个 token}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, other {输出 # 个 token}}（本地计数）",
  "mainWords.batchMd.estimate": "≈ {amount}（估算）",
  "mainWords.batchMd.noAnswer": "（无回答）",
} satisfies Translation<typeof en>
