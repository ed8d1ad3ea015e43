import { spawn } from 'node:child_process'

/** The command that opens a URL in the default browser on this platform. */
export function openCommand(url: string, platform: NodeJS.Platform = process.platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] }
  // `start` treats its first quoted argument as a window title: give it an empty one.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] }
  return { command: 'xdg-open', args: [url] }
}

/** Opens the URL in the default browser; says so (and carries on) when that is not possible here. */
export function openInBrowser(url: string, onFailure: (message: string) => void): void {
  const { command, args } = openCommand(url)
  const child = spawn(command, args, { stdio: 'ignore', detached: true })
  child.on('error', (err) => onFailure(`could not open a browser (${command}: ${err.message}); open the link above yourself`))
  child.unref()
}
