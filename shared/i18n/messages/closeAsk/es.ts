import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "¿Mantener Tokentally en marcha?",
  "closeAsk.message": "¿Seguir en la bandeja del sistema al cerrar la ventana?",
  "closeAsk.detail": "La bandeja muestra su saldo y las alertas de saldo bajo siguen llegando. Algunos escritorios ocultan los iconos de la bandeja; puede cambiarlo en Ajustes → Escritorio.",
  "closeAsk.keep": "Seguir en la bandeja",
  "closeAsk.quit": "Salir al cerrar",
} satisfies Translation<typeof en>
