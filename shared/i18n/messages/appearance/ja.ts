import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "外観",
  "appearance.theme": "テーマ",
  "appearance.theme.system": "システム",
  "appearance.theme.systemNote": "OS の設定に従う",
  "appearance.theme.light": "ライト",
  "appearance.theme.lightNote": "常にライト",
  "appearance.theme.dark": "ダーク",
  "appearance.theme.darkNote": "常にダーク",
  "appearance.themeError": "テーマを保存できませんでした",
  "appearance.language": "言語",
  "appearance.language.system": "システムの言語（{name}）",
  "appearance.language.pseudo": "疑似言語（未翻訳の文字列を見つけます）",
  "appearance.language.note": "数値・金額・日付は言語に従います。CSV の書き出しは機械向けの形式のままです。",
  "appearance.languageError": "言語を保存できませんでした",
  "settings.loading": "設定を読み込み中…",
  "settings.loadError": "設定を読み込めませんでした",
} satisfies Translation<typeof en>
