import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "El servicio respondió 304 Not Modified a una solicitud sin ETag.",
  "mainWords.usagePage.nextPageOutside": "El next_page {next} del servicio está fuera de {from}..{to}.",
  "mainWords.keychain.noAnswer": "no respondió en {seconds} s",
  "mainWords.keychain.noAnswerLocked": "no respondió en {seconds} s; puede que esté bloqueado",
  "mainWords.keychain.noLibrary": "no se pudo cargar la biblioteca del llavero: {detail}",
  "mainWords.update.unpackaged": "Las actualizaciones no están disponibles: esta copia se ejecuta sin empaquetar (desde el código fuente).",
  "mainWords.update.linuxDeb": "Las actualizaciones llegan por tu gestor de paquetes: esta copia se instaló desde un paquete .deb.",
  "mainWords.update.noFeed": "Las actualizaciones no están disponibles: esta compilación no tiene configurado un canal de actualizaciones.",
  "mainWords.update.testShell": "Las actualizaciones no están disponibles en el entorno de pruebas.",
  "mainWords.demoName": "Cuenta de demostración",
  "mainWords.deletedProject": "Proyecto eliminado",
  "mainWords.batchMd.tokensOut": "{count, plural, one {# token de salida} many {# tokens de salida} other {# tokens de salida}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, one {# token de salida} many {# tokens de salida} other {# tokens de salida}} (contados aquí)",
  "mainWords.batchMd.estimate": "≈ {amount} (estimación)",
  "mainWords.batchMd.noAnswer": "(sin respuesta)",
} satisfies Translation<typeof en>
