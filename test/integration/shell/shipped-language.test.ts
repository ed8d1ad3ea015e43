import { afterEach, describe, expect, it } from 'vitest'
import type en from '../../../shared/i18n/messages/tray/en'
import ar from '../../../shared/i18n/messages/tray/ar'
import de from '../../../shared/i18n/messages/tray/de'
import shellAr from '../../../shared/i18n/messages/shell/ar'
import shellDe from '../../../shared/i18n/messages/shell/de'
import { type MenuJson, type ShippedApp, type StandinSnapshot, launchShipped, valueOf } from '../../support/electron-standin/driver'

// #37: main's own words (the tray's tooltip and menu, the app menu) in the OS's language, from the BUILT
// main bundle under the Electron stand-in, whose app.getPreferredSystemLanguages() is STANDIN_LANGUAGES.
const apps: ShippedApp[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.stop()))
})

type TrayWords = Record<keyof typeof en, string>

/** A message with its {amount} as "any amount" (digits in whatever script the language writes them). */
function pattern(message: string): RegExp {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{amount\\\}/g, '.*[0-9٠-٩].*')
  return new RegExp(`^${escaped}$`)
}

const labels = (menu: MenuJson[]) => menu.map((item) => item.label).filter((label): label is string => label !== null)

async function startIn(languages: string): Promise<StandinSnapshot> {
  const app = await launchShipped({ env: { STANDIN_LANGUAGES: languages } })
  apps.push(app)
  await app.until('boot', (s) => s.channels.length > 0 && s.windows.length > 0 && s.tray !== null)
  valueOf(await app.invoke('connections:startDemo'))
  return app.until('the tray to show the demo balance', (s) => /[0-9٠-٩]/.test(s.tray?.tooltip ?? ''))
}

describe.each([
  { language: 'German', languages: 'de-DE,en-US', tray: de as TrayWords, nav: shellDe },
  { language: 'Arabic', languages: 'ar-EG,en-US', tray: ar as TrayWords, nav: shellAr },
])('the shipped main with the OS in $language', ({ languages, tray, nav }) => {
  it("writes the tray's tooltip and menu, and the app menu, in that language", async () => {
    const s = await startIn(languages)
    expect(s.tray?.tooltip).toMatch(pattern(tray['tray.tooltipDemo']))
    const trayMenu = labels(s.tray?.menu ?? [])
    expect(trayMenu[0]).toMatch(pattern(tray['tray.balance']))
    expect(trayMenu).toEqual(expect.arrayContaining([tray['tray.show'], tray['tray.refresh'], tray['tray.quit']]))
    // Not one English word of the tray's own left.
    expect(trayMenu.filter((label) => /Balance|Show Tokentally|Refresh now|^Quit$|Spent today/.test(label))).toEqual([])

    const appMenu = labels(s.menu)
    expect(appMenu).toEqual(expect.arrayContaining([tray['menu.file'], tray['menu.edit'], tray['menu.view'], tray['menu.help']]))
    const view = s.menu.find((item) => item.label === tray['menu.view'])
    expect(labels(view?.submenu ?? [])).toEqual(
      expect.arrayContaining([nav['shell.nav.dashboard'], nav['shell.nav.usage'], nav['shell.nav.chat'], nav['shell.nav.batches'], tray['menu.refresh']]),
    )
    expect(appMenu.filter((label) => ['File', 'Edit', 'View', 'Help'].includes(label))).toEqual([])
  })
})
