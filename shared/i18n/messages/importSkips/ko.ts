import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "importSkips.notThisFormat": "{source, select, chatgpt {ChatGPT 대화} claude {Claude 대화} openwebui {Open WebUI 채팅} librechat {LibreChat 내보내기} chatbox {Chatbox 대화} other {Tokentally 내보내기}}가 아닙니다: {problem}",
  "importSkips.badMessage": "{app}에서 쓰는 형식이 아닌 메시지가 있습니다: {problem}",
  "importSkips.noConversationId": "대화 ID(“{field}”)가 없습니다",
  "importSkips.newerVersion": "더 새로운 Tokentally에서 내보냈습니다(형식 버전 {version, number}, 이 버전은 {readsUpTo, number}까지 읽음). 가져오려면 Tokentally를 업데이트하세요",
  "importSkips.pictureSession": "이미지 세션(이미지 생성)은 채팅이 아닙니다",
  "importSkips.noMessages": "메시지가 없습니다",
  "importSkips.problemShape": "이 형식의 구조가 아닙니다",
  "importSkips.problemMissing": "“{path}” 없음",
  "importSkips.problemMissingIt": "항목 없음",
  "importSkips.problemAt": "“{path}”: {detail}",
  "importSkips.problemIt": "항목: {detail}",
  "importSkips.expected": "{type} 필요",
  "importSkips.untitled": "제목 없는 대화",
  "importSkips.place": "대화 {n}",
  "importSkips.issue.oneOf": "잘못된 값: {values} 중 하나여야 합니다",
  "importSkips.issue.atLeast": "{origin, select, string {너무 짧음: {limit, number}자 이상이어야 합니다} array {항목이 너무 적음: {limit, number}개 이상이어야 합니다} other {너무 작음: {limit, number} 이상이어야 합니다}}",
  "importSkips.issue.moreThan": "너무 작음: {limit, number}보다 커야 합니다",
  "importSkips.issue.atMost": "{origin, select, string {너무 김: {limit, number}자 이하여야 합니다} array {항목이 너무 많음: {limit, number}개 이하여야 합니다} other {너무 큼: {limit, number} 이하여야 합니다}}",
  "importSkips.issue.lessThan": "너무 큼: {limit, number}보다 작아야 합니다",
  "importSkips.issue.noMatch": "이 형식의 어떤 형태와도 맞지 않습니다",
} satisfies Translation<typeof en>
