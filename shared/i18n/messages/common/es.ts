import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "Copiado",
  "common.copyReport": "Copiar informe de error",
  "common.error.param": "parámetro «{param}»",
  "common.error.requestId": "ID de solicitud {id}",
  "common.seconds": "{seconds, number} s",
  "common.now": "ahora",
  "common.viewFailed": "No se pudo mostrar la vista {view}",
  "common.viewChunkFailed": "No se pudo cargar parte de la aplicación: se perdió la conexión con Tokentally o se reinició. Recargue la página cuando vuelva a funcionar (en modo navegador, abra el enlace que mostró).",
  "common.viewBug": "Algo salió mal al mostrarla. Recargue para volver a intentarlo; si vuelve a ocurrir, copie los diagnósticos de Ajustes → Acerca de en un informe de error.",
  "common.reload": "Recargar",
} satisfies Translation<typeof en>
