import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Tokentally에 오신 것을 환영합니다",
  "onboarding.lead": "웹 대시보드를 열지 않고도 선불 크레딧 잔액과 모델별 사용량을 한눈에 확인하세요.",
  "onboarding.leadChat": "계정의 모델과 채팅하고 답변마다 든 비용을 확인하세요.",
  "onboarding.connect": "계정 연결",
  "onboarding.connectButton": "연결",
  "onboarding.keysFirst": "먼저 API 키를 보관할 위치를 선택하세요(위). 그런 다음 여기에 서비스의 기본 URL과 키를 입력하세요.",
  "onboarding.connectHint": "서비스의 기본 URL과 API 키를 입력하세요. Tokentally가 저장하기 전에 서비스에서 확인합니다.",
  "onboarding.justLooking": "둘러보기만 하시나요?",
  "onboarding.demoLead": "잔액이 있는 데모 계정으로 몇 달 치의 실제와 같은 사용량과 작동하는 채팅을 살펴보세요.",
  "onboarding.demoHint": "데모는 이 컴퓨터의 내장 시뮬레이터(127.0.0.1)에서 실행됩니다. 계정도, 키도, 실제 돈도 필요 없습니다. 데모의 모든 항목에는 데모 표시가 붙으며, 나중에 설정에서 실제 계정을 연결할 수 있습니다.",
  "onboarding.demoStarting": "데모를 시작하는 중…",
  "onboarding.demoStart": "데모 데이터로 둘러보기",
  "onboarding.demoFailed": "데모를 시작할 수 없습니다",
  "onboarding.demoFailedDetail": "데모를 시작할 수 없습니다: {message}",
} satisfies Translation<typeof en>
