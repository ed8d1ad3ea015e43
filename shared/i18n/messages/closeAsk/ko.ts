import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "Tokentally를 계속 실행할까요?",
  "closeAsk.message": "창을 닫아도 트레이에서 계속 실행할까요?",
  "closeAsk.detail": "트레이에 잔액이 표시되고 잔액 부족 알림도 계속 옵니다. 일부 데스크톱은 트레이 아이콘을 숨깁니다. 설정 → 데스크톱에서 바꿀 수 있습니다.",
  "closeAsk.keep": "트레이에서 계속 실행",
  "closeAsk.quit": "닫으면 종료",
} satisfies Translation<typeof en>
