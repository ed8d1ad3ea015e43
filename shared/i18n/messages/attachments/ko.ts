import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "attachments.attach": "첨부",
  "attachments.attachHint": "텍스트 또는 소스 파일 첨부(메시지 입력란에 끌어다 놓아도 됨)",
  "attachments.attachFiles": "텍스트 파일 첨부",
  "attachments.attached": "첨부된 파일",
  "attachments.dismiss": "닫기",
  "attachments.tokens": "{count} 토큰",
  "attachments.noPrice": "—(아직 가격 추정치 없음)",
  "attachments.counting": "토큰을 세는 중…",
  "attachments.pickModel": "토큰을 세려면 모델을 선택하세요",
  "attachments.remove": "{name} 제거",
  "attachments.refused.type": "{name}: 텍스트 파일과 소스 파일만 첨부할 수 있습니다(.txt, .md, .csv, .json, 코드).",
  "attachments.refused.size": "{name}의 크기는 {size}MB입니다: 첨부 파일은 최대 {max}MB까지 가능합니다.",
  "attachments.refused.binary": "{name}은(는) 텍스트가 아니라 바이너리 파일로 보입니다.",
  "attachments.refused.encoding": "{name}은(는) 올바른 {encoding} 텍스트가 아닙니다. UTF-8로 저장한 뒤 다시 첨부하세요.",
  "attachments.refused.empty": "{name}이(가) 비어 있어 아무것도 첨부되지 않았습니다.",
} satisfies Translation<typeof en>
