import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "복사됨",
  "common.copyReport": "오류 보고서 복사",
  "common.error.param": "매개변수 “{param}”",
  "common.error.requestId": "요청 ID {id}",
  "common.seconds": "{seconds, number}초",
  "common.now": "지금",
  "common.viewFailed": "{view} 화면을 표시할 수 없습니다",
  "common.viewChunkFailed": "앱의 일부를 불러오지 못했습니다. Tokentally와의 연결이 끊겼거나 다시 시작되었습니다. 다시 실행되면 페이지를 새로 고치세요(브라우저 모드에서는 출력된 링크를 여세요).",
  "common.viewBug": "표시하는 중 문제가 발생했습니다. 새로 고쳐 다시 시도하세요. 다시 발생하면 설정 → 정보의 진단 정보를 버그 보고서에 복사하세요.",
  "common.reload": "새로 고침",
} satisfies Translation<typeof en>
