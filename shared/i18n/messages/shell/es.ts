import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "Principal",
  "shell.nav.dashboard": "Panel",
  "shell.nav.usage": "Uso",
  "shell.nav.chat": "Chat",
  "shell.nav.models": "Modelos",
  "shell.nav.batches": "Lotes",
  "shell.nav.settings": "Ajustes",
  "shell.connection": "Conexión",
  "shell.activeConnection": "Conexión activa",
  "shell.switchError": "No se pudo cambiar de conexión: {message}",
  "shell.demo.badge": "DEMO",
  "shell.demo.hint": "Datos de demostración de un simulador integrado; ninguna cuenta real",
  "shell.demo.banner": "Estás explorando datos de demostración de un simulador integrado. Nada aquí es una cuenta real.",
  "app.starting": "Iniciando Tokentally…",
  "app.loading": "Cargando…",
  "app.connectionsError": "No se pudieron cargar tus conexiones",
  "app.welcome": "Bienvenida",
  "time.justNow": "justo ahora",
  "time.utcDay": "{day} (UTC)",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
