import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "답변을 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.balanceHistory": "잔액 기록을 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.batch": "배치를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.branch": "브랜치를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.branchDeletion": "브랜치 삭제를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.conversation": "대화를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.conversationLink": "이전 대화로의 링크를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.deletion": "삭제를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.draft": "초안을 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.historyDeletion": "전체 채팅 기록 삭제를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.importedConversations": "가져온 대화를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.messages": "메시지를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.project": "프로젝트를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.projectAndTags": "프로젝트와 태그를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.projectBudget": "프로젝트 예산을 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.projectDeletion": "프로젝트 삭제를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.prompt": "프롬프트를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.usageCache": "사용량 캐시를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSaved.vote": "투표를 저장하지 못했습니다: {detail}.",
  "storeErrors.notSavedFile": "{path}을(를) 저장하지 못했습니다: {detail}.",
  "storeErrors.diskFull": "디스크가 가득 찼습니다. 공간을 확보한 후 다시 시도하세요.",
  "storeErrors.checkFolder": "앱의 데이터 폴더에 쓰기 권한이 있고 디스크가 가득 차지 않았는지 확인하세요.",
  "storeErrors.nothingLost": "이전에 저장된 내용은 잃지 않았습니다.",
} satisfies Translation<typeof en>
