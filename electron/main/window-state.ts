import type { BrowserWindow } from 'electron'
import { z } from 'zod'
import { JsonFile } from '../services/storage/json-file'
import type { WindowBounds } from './window'

const Bounds = z.object({ x: z.number().int().optional(), y: z.number().int().optional(), width: z.number().int().min(400), height: z.number().int().min(300) })
const DEFAULT_BOUNDS: WindowBounds = { width: 1200, height: 820 }

/** Remembers the window's size and position across restarts. */
export class WindowStateFile {
  private readonly file: JsonFile<typeof Bounds>
  private timer: NodeJS.Timeout | null = null

  constructor(path: string) {
    this.file = new JsonFile(path, Bounds, 1)
  }

  async load(): Promise<WindowBounds> {
    const result = await this.file.load()
    return result.status === 'ok' ? result.value : DEFAULT_BOUNDS
  }

  track(win: BrowserWindow): void {
    const save = () => {
      if (this.timer) clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        if (!win.isDestroyed() && !win.isMinimized() && !win.isMaximized()) void this.file.save(win.getBounds())
      }, 500)
    }
    win.on('resize', save)
    win.on('move', save)
  }
}
