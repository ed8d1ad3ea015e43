export interface BrowserCliArgs {
  port: number | undefined
  open: boolean
  dev: boolean
}

/** `--port N` (default: a random free port), `--open` (the default browser), `--dev` (vite, hot reload). */
export function parseBrowserArgs(argv: readonly string[]): BrowserCliArgs {
  const args: BrowserCliArgs = { port: undefined, open: false, dev: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--open') args.open = true
    else if (arg === '--dev') args.dev = true
    else if (arg === '--port' || arg?.startsWith('--port=')) {
      const value = arg === '--port' ? argv[++i] : arg.slice('--port='.length)
      const port = Number(value)
      if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port needs a port number (0-65535), got ${value ?? 'nothing'}`)
      args.port = port
    } else if (arg !== '--browser') throw new Error(`unknown option ${arg}`)
  }
  return args
}
