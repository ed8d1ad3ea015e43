import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "어떤 대화",
  "causes.long": "“{title}”은(는) 메시지마다 컨텍스트 토큰 {largest}개를 보냅니다(처음에는 {first}개). {count, plural, other {답변 #개}}에 {cost}, 하루의 {share}입니다.",
  "causes.fixSummary": "요약과 함께 새 채팅에서 “{title}”을(를) 이어 가세요.",
  "causes.fixSummarySaving": "요약과 함께 새 채팅에서 “{title}”을(를) 이어 가세요. 같은 수의 메시지에 약 {saving} 절약됩니다.",
  "causes.retries": "{count, plural, other {답변 #개}}을(를) 다시 요청했습니다(재생성 또는 재시도). 대체된 답변에 {cost}, 하루의 {share}입니다.",
  "causes.retriesFailed": "{count, plural, other {답변 #개}}을(를) 다시 요청했습니다(재생성 또는 재시도, 그중 {failed}개는 실패하거나 끊김). 대체된 답변에 {cost}, 하루의 {share}입니다.",
  "causes.fixContinue": "끊긴 답변은 다시 묻지 말고 계속하기를 사용하고, 재시도 전에 실패한 이유를 확인하세요. 이런 날 약 {saving}입니다.",
  "causes.priceRose": "{model}의 가격이 {day}에 올랐습니다(사용량에서 발견). 이날 {model} 사용 비용은 이전 가격 {before} 대신 {now}였습니다.",
  "causes.fixSwitch": "{model}에서 {to}(으)로 바꾸세요. 같은 사용량에 약 {saving} 절약됩니다(가정 분석에서 투표 평가를 볼 수 있습니다).",
  "causes.fixCompare": "가정 분석에서 {model}을(를) 더 저렴한 모델과 비교하세요.",
  "causes.fixCap": "지출하는 키(스크립트, 다른 앱, 기기)를 찾고 이런 날 일찍 알림을 받도록 일일 예산을 설정하세요. 평소보다 약 {saving} 많습니다.",
  "causes.elsewhere": "이 계정의 다른 키가 {cost}을(를) 썼습니다. 하루의 {share}이며 Tokentally의 채팅이 아닙니다.",
  "causes.elsewhereUsual": "이 계정의 다른 키가 {cost}을(를) 썼습니다. 하루의 {share}(평소 {usual})이며 Tokentally의 채팅이 아닙니다.",
  "causes.why": "이유: {words} 해결 방법: {fix}",
  "causes.also": "또한: {words} 해결 방법: {fix}",
  "causes.noneFound": "단일 원인을 찾지 못했습니다. 한 대화, 재시도, 가격 변경, 다른 키 중 어느 것도 대부분을 설명하지 못합니다.",
} satisfies Translation<typeof en>
