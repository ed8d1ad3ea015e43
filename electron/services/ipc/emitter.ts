import type { EventChannel, EventPayload } from '../../../shared/ipc/contract'

/** How services push events to the renderer; main wires it to webContents.send, tests to a recorder. */
export type Emit = <E extends EventChannel>(channel: E, payload: EventPayload<E>) => void
