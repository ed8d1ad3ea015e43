import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { updateAvailability } from '../../../electron/services/desktop/update-availability'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

describe('updateAvailability', () => {
  it('unpackaged, a Linux package, no feed; otherwise available', async () => {
    const resources = await tmp()
    const base = { isPackaged: true, platform: 'linux', resourcesPath: resources, env: { APPIMAGE: '/x/Tokentally.AppImage' } }
    expect(updateAvailability({ ...base, isPackaged: false })).toBe('unpackaged')
    expect(updateAvailability(base)).toBe('no-feed')
    await writeFile(join(resources, 'app-update.yml'), 'provider: generic\nurl: https://example.invalid/\n')
    expect(updateAvailability(base)).toBeNull()
    expect(updateAvailability({ ...base, platform: 'win32', env: {} })).toBeNull()
    expect(updateAvailability({ ...base, env: {} })).toBe('linux-deb')
    await writeFile(join(resources, 'package-type'), 'deb\n')
    expect(updateAvailability(base)).toBe('linux-deb')
  })
})
