import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "서비스가 ETag 없는 요청에 304 Not Modified로 응답했습니다.",
  "mainWords.usagePage.nextPageOutside": "서비스의 next_page {next}이(가) {from}..{to} 범위를 벗어났습니다.",
  "mainWords.keychain.noAnswer": "{seconds}초 안에 응답하지 않았습니다",
  "mainWords.keychain.noAnswerLocked": "{seconds}초 안에 응답하지 않았습니다. 잠겨 있을 수 있습니다",
  "mainWords.keychain.noLibrary": "키체인 라이브러리를 불러올 수 없습니다: {detail}",
  "mainWords.update.unpackaged": "업데이트를 사용할 수 없습니다: 이 사본은 패키지 없이(소스에서) 실행 중입니다.",
  "mainWords.update.linuxDeb": "업데이트는 패키지 관리자를 통해 제공됩니다: 이 사본은 .deb 패키지로 설치되었습니다.",
  "mainWords.update.noFeed": "업데이트를 사용할 수 없습니다: 이 빌드에는 업데이트 피드가 설정되어 있지 않습니다.",
  "mainWords.update.testShell": "테스트 셸에서는 업데이트를 사용할 수 없습니다.",
  "mainWords.demoName": "데모 계정",
  "mainWords.deletedProject": "삭제된 프로젝트",
  "mainWords.batchMd.tokensOut": "{count, plural, other {출력 토큰 #개}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, other {출력 토큰 #개}}(여기서 계산)",
  "mainWords.batchMd.estimate": "≈ {amount}(추정)",
  "mainWords.batchMd.noAnswer": "(답변 없음)",
} satisfies Translation<typeof en>
