import type { ShapeProblem, SkippedConversation } from '../domain/imports'
import { SOURCE_NAMES } from '../domain/import-sources'
import type { Translate } from '../i18n/catalogue'
import { formatCount } from '../i18n/format'
import { issueText } from './issue-words'

function problemText(p: ShapeProblem, t: Translate): string {
  if (p.kind === 'unknown') return t('importSkips.problemShape')
  if (p.kind === 'missing') return p.path === null ? t('importSkips.problemMissingIt') : t('importSkips.problemMissing', { path: p.path })
  const detail = p.kind === 'type' ? t('importSkips.expected', { type: p.detail }) : ((p.issue && issueText(p.issue, t)) ?? p.detail)
  return p.path === null ? t('importSkips.problemIt', { detail }) : t('importSkips.problemAt', { path: p.path, detail })
}

/** Why a conversation was skipped, in the shown language (main sends the code and its facts; #37). */
export function skipReasonText(reason: SkippedConversation['reason'], t: Translate): string {
  switch (reason.code) {
    case 'not_this_format':
      return t('importSkips.notThisFormat', { source: reason.source, problem: problemText(reason.problem, t) })
    case 'bad_message':
      return t('importSkips.badMessage', { app: SOURCE_NAMES[reason.source], problem: problemText(reason.problem, t) })
    case 'no_conversation_id':
      return t('importSkips.noConversationId', { field: reason.field })
    case 'newer_version':
      return t('importSkips.newerVersion', { version: reason.version, readsUpTo: reason.readsUpTo })
    case 'picture_session':
      return t('importSkips.pictureSession')
    case 'no_messages':
      return t('importSkips.noMessages')
  }
}

/** A skipped conversation's name: its own title, else its place in the file ("conversation 12"). */
export function skippedTitle(s: SkippedConversation, t: Translate): string {
  if (s.title !== null) return s.title
  return s.reason.code === 'no_messages' ? t('importSkips.untitled') : t('importSkips.place', { n: formatCount(s.place) })
}
