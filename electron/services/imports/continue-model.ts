import type { ModelsService } from '../models/models-service'

/** #34: the model an imported conversation continues with here: the active connection's first usable one; null without a connection. */
export async function modelForContinuing(models: Pick<ModelsService, 'list'>, connectionId: string | null): Promise<string | null> {
  if (!connectionId) return null
  const list = await models.list(connectionId, false)
  return list.models.find((m) => !m.comingSoon)?.id ?? null
}
