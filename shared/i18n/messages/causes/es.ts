import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "Una conversación",
  "causes.long": "«{title}» envía {largest} tokens de contexto con cada mensaje (el primero envió {first}); {count, plural, one {su # respuesta costó} many {sus # respuestas costaron} other {sus # respuestas costaron}} {cost}, el {share} del día.",
  "causes.fixSummary": "Continúe «{title}» en un chat nuevo con un resumen.",
  "causes.fixSummarySaving": "Continúe «{title}» en un chat nuevo con un resumen: unos {saving} menos por la misma cantidad de mensajes.",
  "causes.retries": "{count, plural, one {# respuesta se volvió a pedir} many {# respuestas se volvieron a pedir} other {# respuestas se volvieron a pedir}} (regeneradas o reintentadas): {cost} gastados en respuestas reemplazadas, el {share} del día.",
  "causes.retriesFailed": "{count, plural, one {# respuesta se volvió a pedir} many {# respuestas se volvieron a pedir} other {# respuestas se volvieron a pedir}} (regeneradas o reintentadas; {failed} habían fallado o se habían cortado): {cost} gastados en respuestas reemplazadas, el {share} del día.",
  "causes.fixContinue": "Use Continuar en una respuesta cortada en lugar de volver a preguntar, y lea por qué falló una respuesta antes de reintentar: unos {saving} en un día como este.",
  "causes.priceRose": "El precio de {model} subió el {day} (detectado en su uso): el uso de {model} de ese día costó {now} en lugar de {before} con los precios anteriores.",
  "causes.fixSwitch": "Cambie de {model} a {to}: unos {saving} menos por el mismo uso (Qué pasaría si muestra cómo lo valoran sus votos).",
  "causes.fixCompare": "Compare {model} con modelos más baratos en Qué pasaría si.",
  "causes.fixCap": "Busque la clave que gasta (sus scripts, otras apps, dispositivos) y fije un presupuesto diario para que un día así avise pronto: unos {saving} por encima de un día normal.",
  "causes.elsewhere": "Otras claves de esta cuenta gastaron {cost}, el {share} del día: no son chats de Tokentally.",
  "causes.elsewhereUsual": "Otras claves de esta cuenta gastaron {cost}, el {share} del día (normalmente {usual}): no son chats de Tokentally.",
  "causes.why": "Por qué: {words} Solución: {fix}",
  "causes.also": "Además: {words} Solución: {fix}",
  "causes.noneFound": "No se encontró una causa única: ni una conversación, ni los reintentos, ni un cambio de precio ni otras claves explican la mayor parte.",
} satisfies Translation<typeof en>
