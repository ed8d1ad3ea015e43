import { createServer as createHttpServer } from 'node:http'
import { join } from 'node:path'
import { channelsDefine } from '../../shared/ipc/contract'
import type { DoorOptions } from './door'

/**
 * `npm run dev -- --browser`: vite serves the renderer with hot reload as middleware behind the
 * door (same checks); its HMR socket is handed over only after the door admitted it.
 */
export async function startViteRenderer(root: string): Promise<{ door: NonNullable<DoorOptions['dev']>; close(): Promise<void> }> {
  const { createServer } = await import('vite')
  const { default: react } = await import('@vitejs/plugin-react')
  // Never listens: the door relays admitted HMR upgrades to it.
  const hmrRelay = createHttpServer()
  const vite = await createServer({
    configFile: false,
    root: join(root, 'renderer'),
    // Vite's dev client injects each CSS module as a <style> element: dev only, the page's CSP
    // allows inline styles (scripts stay 'self'); the built renderer keeps the strict policy.
    plugins: [react(), { name: 'tokentally-dev-styles', transformIndexHtml: (html: string) => html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'") }],
    // The bridge is derived from the contract's channel names (shared/ipc/bridge.ts), as in electron.vite.config.ts.
    define: channelsDefine(),
    server: { middlewareMode: true, hmr: { server: hmrRelay } },
    appType: 'spa',
  })
  return {
    door: {
      middleware: (req, res, next) => vite.middlewares(req, res, next),
      hmrUpgrade: (req, socket, head) => hmrRelay.emit('upgrade', req, socket, head),
    },
    close: () => vite.close(),
  }
}
