import { randomUUID } from 'node:crypto'
import Decimal from 'decimal.js'
import type { Leaderboard, LeaderboardQuery, Vote, VoteChoice, VoteColumn } from '../../../shared/domain/votes'
import { inputError, say } from '../../../shared/error-model'
import { addDays } from '../../../shared/time/utc-days'
import type { ConversationStore } from '../chat/conversation-store'
import type { Clock } from '../time/clock'
import type { PairOutcome } from '../../../shared/ranking/bradley-terry'
import { buildLeaderboard, outcomesOf } from './leaderboard'
import { leaderboardCsv } from './leaderboard-csv'
import type { VoteStore } from './vote-store'

export interface VoteServiceDeps {
  store: VoteStore
  conversations: Pick<ConversationStore, 'get'>
  saveFile(defaultName: string, contents: string): Promise<string | null>
  clock: Pick<Clock, 'now'>
  newId?: () => string
}

export interface CastArgs {
  conversationId: string
  choice: VoteChoice
  tags: string[]
}

/** Blind-compare votes: cast (with the run's figures), undo, and the leaderboard they make. */
export class VoteService {
  private readonly newId: () => string
  /** The last leaderboard built, kept until a vote is cast or undone (10,000 votes take ~100 ms to read and fit). */
  private last: { key: string; version: number; board: Leaderboard } | null = null
  private evidenceKept: { version: number; evidence: { board: Leaderboard; outcomes: PairOutcome[] } } | null = null

  constructor(private readonly deps: VoteServiceDeps) {
    this.newId = deps.newId ?? randomUUID
  }

  /** Saves a vote with each column's figures, its cost from the answer's one record (#33). */
  cast(args: CastArgs): Vote {
    const run = this.deps.conversations.get(args.conversationId)
    if (run.kind !== 'compare') throw inputError('not_a_compare_run', say('errors.votes.notCompare'), 'conversationId')
    const answers = run.messages.filter((m) => m.role === 'assistant').sort((a, b) => (a.column ?? 0) - (b.column ?? 0))
    if (answers.some((m) => m.status === 'streaming')) throw inputError('conversation_busy', say('errors.votes.wait'), 'conversationId')
    if (typeof args.choice === 'number' && !answers.some((m) => m.column === args.choice)) throw inputError('column_not_found', say('errors.compare.noColumn', { column: args.choice }), 'choice')
    if (this.deps.store.forConversation(run.id)) throw inputError('already_voted', say('errors.votes.already'), 'conversationId')
    const columns: VoteColumn[] = answers.map((m, i) => {
      const model = m.model ?? run.compareModels[m.column ?? i] ?? run.params.model
      // #33: the answer's one cost record (counted here or billed).
      return {
        column: m.column ?? i,
        model,
        ttftMs: m.metrics?.ttftMs ?? null,
        tokensPerSec: m.metrics?.outputTokensPerSec ?? null,
        outputTokens: m.cost?.outputTokens ?? null,
        // Up to six places, up: a nonzero estimate never reads $0.
        cost: m.cost?.cost ? new Decimal(m.cost.cost).toFixed(6, Decimal.ROUND_UP) : null,
      }
    })
    const vote: Vote = {
      id: this.newId(),
      conversationId: run.id,
      prompt: run.messages.find((m) => m.role === 'user')?.content ?? '',
      tags: [...new Set(args.tags.map((t) => t.trim()).filter((t) => t.length > 0))],
      columns,
      choice: args.choice,
      createdAt: new Date(this.deps.clock.now()).toISOString(),
    }
    this.deps.store.insert(vote)
    return vote
  }

  undo(id: string): { undone: boolean } {
    return { undone: this.deps.store.remove(id) }
  }

  forConversation(conversationId: string): Vote | null {
    return this.deps.store.forConversation(conversationId)
  }

  leaderboard(query: LeaderboardQuery): Leaderboard {
    if (query.from !== null && query.to !== null && query.from > query.to) throw inputError('invalid_range', say('errors.votes.badRange'), 'from')
    const start = query.from === null ? '' : `${query.from}T00:00:00.000Z`
    const end = query.to === null ? '\uffff' : `${addDays(query.to, 1)}T00:00:00.000Z`
    const key = JSON.stringify([start, end, query.tag])
    const version = this.deps.store.version
    if (this.last?.key === key && this.last.version === version) return this.last.board
    const board = buildLeaderboard(this.deps.store.list(start, end, query.tag), this.deps.store.tags())
    this.last = { key, version, board }
    return board
  }

  /** #36: every vote's pairwise outcomes and the leaderboard they make (what-if's quality column), kept until a vote changes. */
  evidence(): { board: Leaderboard; outcomes: PairOutcome[] } {
    const version = this.deps.store.version
    if (this.evidenceKept?.version === version) return this.evidenceKept.evidence
    const board = this.leaderboard({ tag: null, from: null, to: null })
    const outcomes = this.deps.store.list('', '\uffff', null).flatMap(outcomesOf)
    this.evidenceKept = { version, evidence: { board, outcomes } }
    return this.evidenceKept.evidence
  }

  /** The leaderboard as CSV, through the save dialog. */
  async exportCsv(query: LeaderboardQuery): Promise<{ saved: boolean; path: string | null; rowCount: number }> {
    const board = this.leaderboard(query)
    const day = new Date(this.deps.clock.now()).toISOString().slice(0, 10)
    const path = await this.deps.saveFile(`tokentally-models-${day}.csv`, leaderboardCsv(board))
    return { saved: path !== null, path, rowCount: board.rows.length }
  }
}
