import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "메인",
  "shell.nav.dashboard": "대시보드",
  "shell.nav.usage": "사용량",
  "shell.nav.chat": "채팅",
  "shell.nav.models": "모델",
  "shell.nav.batches": "배치",
  "shell.nav.settings": "설정",
  "shell.connection": "연결",
  "shell.activeConnection": "활성 연결",
  "shell.switchError": "연결을 전환하지 못했습니다: {message}",
  "shell.demo.badge": "데모",
  "shell.demo.hint": "내장 시뮬레이터의 데모 데이터이며 실제 계정이 아닙니다",
  "shell.demo.banner": "내장 시뮬레이터의 데모 데이터를 보고 있습니다. 여기에 있는 것은 실제 계정이 아닙니다.",
  "app.starting": "Tokentally 시작 중…",
  "app.loading": "불러오는 중…",
  "app.connectionsError": "연결을 불러오지 못했습니다",
  "app.welcome": "환영합니다",
  "time.justNow": "방금",
  "time.utcDay": "{day} (UTC)",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
