import type { AppEvent } from '../../../shared/ipc/contract'
import { type Dispose, Emitter } from '../../../shared/emitter'

export type MainNotice = Extract<AppEvent, { kind: 'notice' }>

/** As many as the window shows at once (Notices keeps the last three). */
const HELD = 3

/**
 * main's notices (a price change, a budget crossed, a low balance) on their way to the window's toasts.
 * One that arrives while nothing shows them (the welcome screen, the first render, a view's chunk
 * loading: main's first sync often finds its alerts then) is held and shown to the first that listens,
 * never dropped: main tells each alert once.
 */
export class MainNotices {
  private readonly live = new Emitter<MainNotice>()
  private held: MainNotice[] = []

  put(notice: MainNotice): void {
    if (this.live.size > 0) this.live.emit(notice)
    else this.held = [...this.held.slice(1 - HELD), notice]
  }

  /** Listens from now on, after the notices held so far (each given once). */
  on(listener: (notice: MainNotice) => void): Dispose {
    const off = this.live.on(listener)
    const held = this.held
    this.held = []
    for (const notice of held) listener(notice)
    return off
  }
}

export const mainNotices = new MainNotices()
