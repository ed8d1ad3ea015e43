import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "모양",
  "appearance.theme": "테마",
  "appearance.theme.system": "시스템",
  "appearance.theme.systemNote": "운영 체제 설정 따르기",
  "appearance.theme.light": "밝게",
  "appearance.theme.lightNote": "항상 밝게",
  "appearance.theme.dark": "어둡게",
  "appearance.theme.darkNote": "항상 어둡게",
  "appearance.themeError": "테마를 저장하지 못했습니다",
  "appearance.language": "언어",
  "appearance.language.system": "시스템 언어({name})",
  "appearance.language.pseudo": "의사 언어(번역되지 않은 텍스트 찾기)",
  "appearance.language.note": "숫자, 금액, 날짜는 언어를 따릅니다. CSV 내보내기는 기계용 형식을 유지합니다.",
  "appearance.languageError": "언어를 저장하지 못했습니다",
  "settings.loading": "설정 불러오는 중…",
  "settings.loadError": "설정을 불러오지 못했습니다",
} satisfies Translation<typeof en>
