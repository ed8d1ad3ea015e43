import { Emitter } from '../../../shared/emitter'
import { join } from 'node:path'
import { MIN_POLL_SECONDS } from '../../../shared/domain/poll-interval'
import { Settings, type SettingsPatch, Theme } from '../../../shared/domain/settings'
import { toMoneyString } from '../../../shared/money'
import { inputError, say } from '../../../shared/error-model'
import { JsonFile } from '../storage/json-file'
import { Sequencer } from '../../../shared/sequencer'

const MAX_POLL_SECONDS = 3600

/** A settings section's own check (a feature registers it): the patch given, the section now → the section to save, or throws an input error. */
export type SectionValidator<K extends keyof Settings> = (patch: NonNullable<SettingsPatch[K]>, current: Settings[K]) => Settings[K]
type Sections = ReadonlyMap<string, (patch: unknown, current: unknown) => unknown>

/** App settings in `<dataDir>/settings.json`; defaults when the file is missing or corrupt. */
export class SettingsStore {
  // A failing listener must not undo a saved change: the Emitter catches it.
  private readonly changes = new Emitter<Settings>()
  private readonly updates = new Sequencer<'settings'>()
  private readonly sections = new Map<string, (patch: unknown, current: unknown) => unknown>()

  private constructor(
    private readonly file: JsonFile<typeof Settings>,
    private current: Settings,
  ) {}

  static async open(options: { dataDir: string }): Promise<SettingsStore> {
    const file = new JsonFile(join(options.dataDir, 'settings.json'), Settings, 1)
    const loaded = await file.load()
    return new SettingsStore(file, loaded.status === 'ok' ? loaded.value : Settings.parse({}))
  }

  get(): Settings {
    return { ...this.current }
  }

  /** How a feature's section is validated (the spend guard registers `spendGuard`); a section no one registered is refused as unknown. */
  validateSection<K extends keyof Settings>(field: K, validate: SectionValidator<K>): void {
    this.sections.set(field, validate as (patch: unknown, current: unknown) => unknown)
  }

  onChange(listener: (settings: Settings) => void): () => void {
    return this.changes.on(listener)
  }

  /** Validates each field with a message for the user; saves and notifies only on a real change. */
  update(patch: SettingsPatch): Promise<Settings> {
    return this.replace((current) => ({ ...current, ...validate(patch, current, this.sections) }))
  }

  /** #25: a change computed from the current settings (budgets), saved like `update`. */
  replace(change: (current: Settings) => Settings): Promise<Settings> {
    return this.updates.run('settings', async () => {
      const next = change(this.current)
      if (JSON.stringify(next) === JSON.stringify(this.current)) return this.get()
      await this.file.save(next)
      this.current = next
      this.changes.emit(this.get())
      return this.get()
    })
  }
}

function validate(patch: SettingsPatch, current: Settings, sections: Sections): Partial<Settings> {
  const out: Partial<Settings> = {}
  for (const [field, value] of Object.entries(patch as Record<string, unknown>)) {
    if (value === undefined) continue
    switch (field) {
      case 'pollIntervalSec':
        out.pollIntervalSec = pollInterval(value)
        break
      case 'alertThreshold':
        out.alertThreshold = threshold(value)
        break
      case 'theme': {
        const theme = Theme.safeParse(value)
        if (!theme.success) throw inputError('invalid_setting', say('errors.settings.theme', { options: Theme.options.join(', ') }), 'theme')
        out.theme = theme.data
        break
      }
      case 'closeToTray':
        // null: not chosen yet (Linux asks on the first close).
        out.closeToTray = value === null ? null : onOff(field, value)
        break
      case 'autoUpdate':
      case 'startAtLogin':
        out[field] = onOff(field, value)
        break
      default: {
        const section = sections.get(field)
        if (section) {
          ;(out as Record<string, unknown>)[field] = section(value, current[field as keyof Settings])
          break
        }
        throw inputError('unknown_setting', say('errors.settings.unknown', { field }), field)
      }
    }
  }
  return out
}

function onOff(field: string, value: unknown): boolean {
  if (typeof value !== 'boolean') throw inputError('invalid_setting', say('errors.settings.onOff', { field }), field)
  return value
}

function pollInterval(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw inputError('invalid_setting', say('errors.settings.pollWhole'), 'pollIntervalSec')
  }
  if (value < MIN_POLL_SECONDS) {
    throw inputError('poll_interval_too_short', say('errors.settings.pollShort', { min: MIN_POLL_SECONDS }), 'pollIntervalSec')
  }
  if (value > MAX_POLL_SECONDS) {
    throw inputError('poll_interval_too_long', say('errors.settings.pollLong', { max: MAX_POLL_SECONDS }), 'pollIntervalSec')
  }
  return value
}

function threshold(value: unknown): string | null {
  if (value === null) return null
  if (typeof value !== 'string' || !/^\d+(\.\d{1,6})?$/.test(value.trim())) {
    throw inputError('invalid_setting', say('errors.settings.lowBalance'), 'alertThreshold')
  }
  return toMoneyString(value.trim())
}
