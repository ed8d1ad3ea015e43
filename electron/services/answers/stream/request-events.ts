import type { Terminal } from '../../../../shared/domain/chat-events'
import type { AnswerMetrics, TokenUsage } from '../../../../shared/domain/conversation'
import type { Emit } from '../../ipc/emitter'
import { DeltaBatcher } from './delta-batcher'


export interface RequestIds {
  requestId: string
  conversationId: string
  messageId: string
}

/**
 * The `chat` events of one request: increasing `seq` from 0, text deltas batched, every other
 * event preceded by a flush of pending text, and exactly one terminal event, after which
 * nothing more is sent.
 */
export class RequestEvents {
  private seq = 0
  private ended = false
  private readonly batcher: DeltaBatcher

  constructor(
    private readonly emit: Emit,
    private readonly ids: RequestIds,
    windowMs?: number,
  ) {
    this.batcher = new DeltaBatcher((text) => this.send({ kind: 'delta', text }), windowMs)
  }

  get isEnded(): boolean {
    return this.ended
  }

  text(text: string): void {
    if (!this.ended) this.batcher.push(text)
  }

  usage(usage: TokenUsage): void {
    if (this.ended) return
    this.batcher.flush()
    this.send({ kind: 'usage', usage })
  }

  /** Ends the request: pending text, then the answer's metrics (when measured), then the terminal event. */
  finish(terminal: Terminal, metrics?: AnswerMetrics): void {
    if (this.ended) return
    this.batcher.close()
    if (metrics) this.send({ kind: 'metrics', metrics })
    this.send(terminal)
    this.ended = true
  }

  private send(event: { kind: 'delta'; text: string } | { kind: 'usage'; usage: TokenUsage } | { kind: 'metrics'; metrics: AnswerMetrics } | Terminal): void {
    const { requestId, conversationId, messageId } = this.ids
    this.emit('chat', { requestId, conversationId, messageId, seq: this.seq++, ...event })
  }
}
