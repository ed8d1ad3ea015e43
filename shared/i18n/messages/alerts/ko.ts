import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "alerts.lowBalance.title": "잔액 부족",
  "alerts.lowBalance.body": "잔액이 {balance}(으)로 알림 기준 {threshold}보다 낮습니다.",
  "alerts.topUp.title": "충전됨",
  "alerts.topUp.body": "크레딧에 {amount}이(가) 추가되었습니다.",
  "alerts.spike.title": "지출 급증",
  "alerts.spike.body": "오늘 지출은 지금까지 {today}(UTC)로 평소의 {times}입니다(최근 30일 중앙값: {median}, {factor, number}×에서 알림).",
  "alerts.spike.atLeast": "최소 {factor}×",
  "alerts.spike.about": "약 {times}×",
  "alerts.budget.title": "예산 알림",
  "alerts.budget.reachedTitle": "예산 도달",
  "alerts.budget.used": "{period, select, day {일일} other {월}} 예산의 {threshold, number}%를 사용했습니다: {periodKey} 기준 {budget} 중 {spent}({percent, number}%).",
  "alerts.budget.reached": "{period, select, day {일일} other {월}} 예산에 도달했습니다: {periodKey} 기준 {budget} 중 {spent}({percent}%).",
  "alerts.project.title": "프로젝트 예산 알림: {project}",
  "alerts.project.reachedTitle": "프로젝트 예산 도달: {project}",
  "alerts.project.used": "“{project}”이(가) {period, select, day {일일} other {월}} 예산의 {threshold}%를 사용했습니다: {periodKey} 기준 {budget} 중 {spent}({percent}%).",
  "alerts.project.reached": "“{project}”이(가) {period, select, day {일일} other {월}} 예산에 도달했습니다: {periodKey} 기준 {budget} 중 {spent}({percent, number}%).",
  "alerts.price.title": "가격 변경",
  "alerts.price.change": "{model}의 {part, select, input {입력} cachedInput {캐시된 입력} other {출력}} 가격이 {pct, number}% {direction, select, up {올랐습니다} other {내렸습니다}}",
  "alerts.price.changeOn": "{model}의 {part, select, input {입력} cachedInput {캐시된 입력} other {출력}} 가격이 {day}에 {pct, number}% {direction, select, up {올랐습니다} other {내렸습니다}}",
  "alerts.price.body": "{change}(사용량으로 추정: 100만 토큰당 {from} → {to}).",
} satisfies Translation<typeof en>
