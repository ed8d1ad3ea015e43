import type { ConnectionSummary } from '../../../shared/domain/connection'
import { inputError, say } from '../../../shared/error-model'
import type { InvokeResult } from '../../../shared/ipc/contract'
import type { ModelsService } from './models-service'

/**
 * What the router helper shows for a connection: where its requests go, and its models split into those that
 * take requests and those announced but coming soon (learned from answers).
 */
export async function routerInfo(
  id: string,
  deps: { connection(id: string): ConnectionSummary | null; baseUrlOf(connection: ConnectionSummary): string; models: Pick<ModelsService, 'list'> },
): Promise<InvokeResult<'connections:routerInfo'>> {
  const connection = deps.connection(id)
  if (!connection) throw inputError('connection_not_found', say('errors.connections.goneShort'), 'id')
  const { models, error } = await deps.models.list(id, false)
  return {
    baseUrl: deps.baseUrlOf(connection),
    keyPlaceholder: '<your service API key>',
    models: models.filter((m) => !m.comingSoon).map((m) => m.id),
    comingSoon: models.filter((m) => m.comingSoon).map((m) => m.id),
    error,
  }
}
