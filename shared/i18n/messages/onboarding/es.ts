import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Bienvenido a Tokentally",
  "onboarding.lead": "Su saldo de créditos prepago y el uso por modelo de un vistazo, sin abrir un panel web.",
  "onboarding.leadChat": "Chatee con los modelos de su cuenta y vea cuánto costó cada respuesta.",
  "onboarding.connect": "Conectar su cuenta",
  "onboarding.connectButton": "Conectar",
  "onboarding.keysFirst": "Elija primero dónde guardar sus claves de API (arriba); luego introduzca aquí la URL base del servicio y una clave.",
  "onboarding.connectHint": "Introduzca la URL base del servicio y una clave de API. Tokentally las comprueba con el servicio antes de guardarlas.",
  "onboarding.justLooking": "¿Solo mirando?",
  "onboarding.demoLead": "Explore una cuenta de demostración con fondos, meses de uso realista y un chat que funciona.",
  "onboarding.demoHint": "La demo usa un simulador integrado en este equipo (127.0.0.1): sin cuenta, sin clave, sin dinero real. Todo lo que procede de ella lleva la etiqueta DEMO, y puede conectar una cuenta real más adelante en Ajustes.",
  "onboarding.demoStarting": "Iniciando la demo…",
  "onboarding.demoStart": "Explorar con datos de demostración",
  "onboarding.demoFailed": "No se pudo iniciar la demo",
  "onboarding.demoFailedDetail": "No se pudo iniciar la demo: {message}",
} satisfies Translation<typeof en>
