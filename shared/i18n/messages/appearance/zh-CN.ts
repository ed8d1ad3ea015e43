import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "外观",
  "appearance.theme": "主题",
  "appearance.theme.system": "系统",
  "appearance.theme.systemNote": "跟随操作系统",
  "appearance.theme.light": "浅色",
  "appearance.theme.lightNote": "始终浅色",
  "appearance.theme.dark": "深色",
  "appearance.theme.darkNote": "始终深色",
  "appearance.themeError": "无法保存主题",
  "appearance.language": "语言",
  "appearance.language.system": "系统语言（{name}）",
  "appearance.language.pseudo": "伪语言（查找未翻译的文字）",
  "appearance.language.note": "数字、金额和日期跟随语言。CSV 导出保持机器格式。",
  "appearance.languageError": "无法保存语言",
  "settings.loading": "正在加载设置…",
  "settings.loadError": "无法加载设置",
} satisfies Translation<typeof en>
