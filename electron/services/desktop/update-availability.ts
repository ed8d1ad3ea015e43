import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UpdatesUnavailableReason } from '../../../shared/domain/updates'

/**
 * Whether this copy can update itself (electron-updater's own rules): packaged, not a Linux
 * package that the package manager updates, an AppImage on Linux, and a feed (`app-update.yml`,
 * written by electron-builder from `publish`) in the resources.
 */
export function updateAvailability(o: { isPackaged: boolean; platform: string; resourcesPath: string; env: Record<string, string | undefined> }): UpdatesUnavailableReason | null {
  if (!o.isPackaged) return 'unpackaged'
  if (o.platform === 'linux') {
    const packageType = join(o.resourcesPath, 'package-type')
    if (existsSync(packageType) && readFileSync(packageType, 'utf8').trim() !== '') return 'linux-deb'
    if (!o.env.APPIMAGE) return 'linux-deb'
  }
  if (!existsSync(join(o.resourcesPath, 'app-update.yml'))) return 'no-feed'
  return null
}
