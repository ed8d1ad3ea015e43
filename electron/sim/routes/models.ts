import { ApiError } from '../errors'
import type { Reply } from '../http/reply'
import { SIM_MODELS, findModel, type SimModel } from '../models'

const OWNER = 'tokentally-sim'

// Only OpenAI's standard model fields: the spec shows nothing beyond `id`, so clients must not
// come to depend on more (context windows and prices live in the exported SIM_MODELS table).
function entry(model: SimModel): { id: string; object: 'model'; created: number; owned_by: string } {
  return { id: model.id, object: 'model', created: model.created, owned_by: OWNER }
}

/** `GET /models` (no key needed; a bad key is ignored) and `GET /models/{id}`; retired models are no longer listed. */
export function handleModels(reply: Reply, id: string | null, retired: readonly string[] = []): void {
  if (id === null) {
    reply.json(200, { object: 'list', data: SIM_MODELS.filter((m) => !retired.includes(m.id)).map(entry) })
    return
  }
  const model = findModel(id)
  if (!model || retired.includes(model.id)) throw new ApiError(404, 'model_not_found', `The model '${id}' does not exist.`, 'model')
  reply.json(200, entry(model))
}
