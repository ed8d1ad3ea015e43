import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "No se pudo guardar la respuesta: {detail}.",
  "storeErrors.notSaved.balanceHistory": "No se pudo guardar el historial de saldo: {detail}.",
  "storeErrors.notSaved.batch": "No se pudo guardar el lote: {detail}.",
  "storeErrors.notSaved.branch": "No se pudo guardar la rama: {detail}.",
  "storeErrors.notSaved.branchDeletion": "No se pudo guardar la eliminación de la rama: {detail}.",
  "storeErrors.notSaved.conversation": "No se pudo guardar la conversación: {detail}.",
  "storeErrors.notSaved.conversationLink": "No se pudo guardar el enlace a la conversación anterior: {detail}.",
  "storeErrors.notSaved.deletion": "No se pudo guardar la eliminación: {detail}.",
  "storeErrors.notSaved.draft": "No se pudo guardar el borrador: {detail}.",
  "storeErrors.notSaved.historyDeletion": "No se pudo guardar la eliminación de todo el historial de chat: {detail}.",
  "storeErrors.notSaved.importedConversations": "No se pudieron guardar las conversaciones importadas: {detail}.",
  "storeErrors.notSaved.messages": "No se pudieron guardar los mensajes: {detail}.",
  "storeErrors.notSaved.project": "No se pudo guardar el proyecto: {detail}.",
  "storeErrors.notSaved.projectAndTags": "No se pudieron guardar el proyecto y las etiquetas: {detail}.",
  "storeErrors.notSaved.projectBudget": "No se pudo guardar el presupuesto del proyecto: {detail}.",
  "storeErrors.notSaved.projectDeletion": "No se pudo guardar la eliminación del proyecto: {detail}.",
  "storeErrors.notSaved.prompt": "No se pudo guardar el prompt: {detail}.",
  "storeErrors.notSaved.usageCache": "No se pudo guardar la caché de uso: {detail}.",
  "storeErrors.notSaved.vote": "No se pudo guardar el voto: {detail}.",
  "storeErrors.notSavedFile": "No se pudo guardar {path}: {detail}.",
  "storeErrors.diskFull": "El disco está lleno: libera espacio y vuelve a intentarlo.",
  "storeErrors.checkFolder": "Comprueba que la carpeta de datos de la app admita escritura y que el disco no esté lleno.",
  "storeErrors.nothingLost": "No se perdió nada de lo guardado antes.",
} satisfies Translation<typeof en>
