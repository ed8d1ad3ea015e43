import type { ModelInfo } from '../../../../shared/domain/models-state'

/** The model for a new conversation: the first preferred one that is usable, else the first usable one. */
export function defaultModel(models: readonly ModelInfo[], preferred: ReadonlyArray<string | null | undefined>): string {
  for (const id of preferred) {
    if (id && models.some((m) => m.id === id && !m.comingSoon)) return id
  }
  return models.find((m) => !m.comingSoon)?.id ?? preferred.find((id): id is string => Boolean(id)) ?? models[0]?.id ?? ''
}
