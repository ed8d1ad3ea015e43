import { z } from 'zod'

/** The app's main views (menu, tray, `app` navigate events and the renderer's view switch). */
export const View = z.enum(['dashboard', 'usage', 'chat', 'models', 'batches', 'settings'])
export type View = z.infer<typeof View>
