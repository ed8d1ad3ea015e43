import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const config = readFileSync('electron-builder.yml', 'utf8')
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { main: string; engines: { node: string }; scripts: Record<string, string>; devDependencies: Record<string, string> }

/** `key: value` at the given indentation under a top-level section. */
function setting(section: string, key: string): string | undefined {
  const block = new RegExp(`^${section}:\\n((?:[ ]{2}.*\\n?)+)`, 'm').exec(config)?.[1] ?? ''
  return new RegExp(`^  ${key}: (.+)$`, 'm').exec(block)?.[1]?.trim()
}

describe('packaging', () => {
  it('names the app and builds AppImage, deb, dmg and nsis', () => {
    expect(config).toMatch(/^appId: app\.tokentally\.desktop$/m)
    expect(config).toMatch(/^productName: Tokentally$/m)
    expect(setting('linux', 'target')).toBe('[AppImage, deb]')
    expect(setting('mac', 'target')).toBe('[dmg]')
    expect(setting('win', 'target')).toBe('[nsis]')
  })

  it('packs an asar with keytar’s native module unpacked', () => {
    expect(config).toMatch(/^asar: true$/m)
    expect(config).toMatch(/^asarUnpack:\n(?:\s+- .*\n)*\s+- '\*\*\/node_modules\/keytar\/\*\*'/m)
  })

  it('sets the Electron fuses', () => {
    expect(setting('electronFuses', 'runAsNode')).toBe('false')
    expect(setting('electronFuses', 'enableNodeOptionsEnvironmentVariable')).toBe('false')
    expect(setting('electronFuses', 'enableNodeCliInspectArguments')).toBe('false')
    expect(setting('electronFuses', 'enableCookieEncryption')).toBe('true')
    expect(setting('electronFuses', 'onlyLoadAppFromAsar')).toBe('true')
  })

  it('starts from the built main, needs Node 22.13 (node:sqlite unflagged) and pins Electron 45', () => {
    expect(pkg.main).toBe('out/main/index.js')
    expect(pkg.engines.node).toBe('>=22.13')
    expect(pkg.devDependencies.electron).toMatch(/^\^?45\./)
    expect(pkg.scripts.dist).toContain('electron-builder --config electron-builder.yml')
  })
})

describe('updates (#28)', () => {
  it('publishes to a generic electron-updater feed over https', async () => {
    const { parse } = await import('yaml')
    const parsed = parse(config) as { publish: { provider: string; url: string }[] }
    expect(parsed.publish[0]).toMatchObject({ provider: 'generic', url: expect.stringMatching(/^https:\/\//) })
  })
})
