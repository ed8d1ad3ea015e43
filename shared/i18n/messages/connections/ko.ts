import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "잔액과 사용량의 출처",
  "connections.source": "{router}을(를) 통해 채팅하고 {account}에서 지출합니다. 아래 잔액과 사용량은 {accountName}의 것입니다.",
  "connections.title": "잔액 및 사용량",
  "connections.router": "{router}은(는) 라우터입니다. 채팅은 이를 거치지만 라우터에는 잔액이나 사용량이 없습니다. 이는 서비스 자체 API 키를 가진 서비스 계정에서 가져옵니다.",
  "connections.linkLabel": "서비스 계정 연결",
  "connections.spendFrom": "지출 계정",
  "connections.linking": "연결하는 중…",
  "connections.link": "계정 연결",
  "connections.none": "아직 저장된 서비스 계정이 없습니다. {router}을(를) 통해 채팅하는 동안 잔액과 사용량을 보려면 서비스의 API 키로 계정을 추가하세요.",
  "connections.addInSettings": "설정에서 서비스 계정 추가",
  "connections.linkFailed": "계정을 연결할 수 없습니다",
} satisfies Translation<typeof en>
