import type { AnswerFinished } from './answer-finished'

/** What must follow an answer, each a plain method of the service that owns it. */
export interface AfterAnswerEffects {
  /** The account whose balance the dashboard shows (the active connection's account). */
  shownAccount(): string | null
  /** Re-reads the shown balance shortly (the spend has just changed). */
  rereadBalance(): void
  /** Syncs the account's recent usage a little later (once per burst of answers). */
  scheduleUsageSync(accountId: string): void
  /** Keeps the error for "Copy diagnostics". */
  keepError(answer: AnswerFinished): void
  /** Learns which models are "coming soon" from how their answers ended. */
  learnModel(answer: AnswerFinished): void
}

/**
 * The one place where an answer's consequences are decided, for every kind of run. Subscribed once
 * to the runner's "answer finished" event; a new kind of run gets all of this without a line of its own.
 */
export function afterAnswer(effects: AfterAnswerEffects): (answer: AnswerFinished) => void {
  return (answer) => {
    effects.keepError(answer)
    effects.learnModel(answer)
    // Through a router the spend shows on the linked service account: refresh that one.
    if (answer.accountId === null) return
    if (answer.accountId === effects.shownAccount()) effects.rereadBalance()
    effects.scheduleUsageSync(answer.accountId)
  }
}
