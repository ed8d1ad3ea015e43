import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "Apariencia",
  "appearance.theme": "Tema",
  "appearance.theme.system": "Sistema",
  "appearance.theme.systemNote": "Seguir el sistema operativo",
  "appearance.theme.light": "Claro",
  "appearance.theme.lightNote": "Siempre claro",
  "appearance.theme.dark": "Oscuro",
  "appearance.theme.darkNote": "Siempre oscuro",
  "appearance.themeError": "No se pudo guardar el tema",
  "appearance.language": "Idioma",
  "appearance.language.system": "Idioma del sistema ({name})",
  "appearance.language.pseudo": "Pseudoidioma (encuentra texto sin traducir)",
  "appearance.language.note": "Los números, importes y fechas siguen el idioma. Las exportaciones CSV mantienen un formato de máquina.",
  "appearance.languageError": "No se pudo guardar el idioma",
  "settings.loading": "Cargando ajustes…",
  "settings.loadError": "No se pudieron cargar los ajustes",
} satisfies Translation<typeof en>
