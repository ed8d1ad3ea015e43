import { Emitter } from '../../../../shared/emitter'

export interface LocalNotice {
  level: 'info' | 'warning'
  message: string
}

/** Notices raised in the window itself (e.g. "Copied the last answer"), shown with main's. */
export const localNotices = new Emitter<LocalNotice>()
