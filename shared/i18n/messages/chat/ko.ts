import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "{model}의 답변이 {reason}. 비용 {cost}.",
  "chat.announceNoCost": "{model}의 답변이 {reason}. 비용 알 수 없음: 이 모델의 가격이 아직 없습니다.",
  "chat.end.finished": "완료되었습니다",
  "chat.end.user": "사용자가 중지했습니다",
  "chat.end.answer-cap": "답변별 비용 상한에서 중지되었습니다",
  "chat.end.conversation-cap": "대화 비용 상한에서 중지되었습니다",
  "chat.end.project-cap": "프로젝트 월간 상한에서 중지되었습니다",
  "chat.end.deleted": "중지되었습니다: 대화가 삭제되었습니다",
  "chat.end.app-closing": "중지되었습니다: 앱이 종료되는 중이었습니다",
  "chat.end.incomplete": "끝나기 전에 끊겼습니다",
  "chat.end.error": "실패했습니다",
} satisfies Translation<typeof en>
