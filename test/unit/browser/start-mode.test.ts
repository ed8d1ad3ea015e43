import { describe, expect, it } from 'vitest'
import { chooseStartMode, nodeTooOld, splitStartArgs } from '../../../scripts/start-mode.mjs'

const noBinary = { ok: false, message: 'no Electron binary: /x/electron does not exist.\nTo get one: …' }

describe('npm start: desktop or browser mode', () => {
  it('runs the desktop app when Electron can start', () => {
    expect(chooseStartMode({ browser: false, desktop: false }, { ok: true })).toEqual({ mode: 'desktop' })
    expect(chooseStartMode({ browser: false, desktop: true }, { ok: true })).toEqual({ mode: 'desktop' })
  })

  it('without a binary, says so in one line and starts browser mode', () => {
    const choice = chooseStartMode({ browser: false, desktop: false }, noBinary)
    expect(choice.mode).toBe('browser')
    const note = choice.mode === 'browser' ? (choice.note ?? '') : ''
    expect(note).not.toContain('\n')
    expect(note).toContain('no Electron binary')
    expect(note).toContain('browser mode')
  })

  it('--desktop keeps the clear failure without a binary', () => {
    expect(chooseStartMode({ browser: false, desktop: true }, noBinary)).toEqual({ mode: 'fail', message: noBinary.message })
  })

  it('--browser runs browser mode even when Electron could start, without a note', () => {
    expect(chooseStartMode({ browser: true, desktop: false }, { ok: true })).toEqual({ mode: 'browser', note: null })
  })

  it('--browser with --desktop is refused', () => {
    expect(chooseStartMode({ browser: true, desktop: true }, { ok: true }).mode).toBe('fail')
  })

  it('splits browser mode’s options from electron-vite’s', () => {
    expect(splitStartArgs(['--browser', '--open', '--port', '8123', '--skipBuild', '--mode', 'x'])).toEqual({
      browser: true,
      desktop: false,
      browserArgs: ['--open', '--port', '8123'],
      viteArgs: ['--skipBuild', '--mode', 'x'],
      skipBuild: true,
    })
  })

  it('needs Node 22.13 or later for browser mode', () => {
    expect(nodeTooOld('20.19.0')).toBe(true)
    expect(nodeTooOld('22.12.0')).toBe(true)
    expect(nodeTooOld('22.13.0')).toBe(false)
    expect(nodeTooOld('24.1.0')).toBe(false)
  })
})
