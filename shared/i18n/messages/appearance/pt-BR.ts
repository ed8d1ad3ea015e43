import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "appearance.title": "Aparência",
  "appearance.theme": "Tema",
  "appearance.theme.system": "Sistema",
  "appearance.theme.systemNote": "Seguir o sistema operacional",
  "appearance.theme.light": "Claro",
  "appearance.theme.lightNote": "Sempre claro",
  "appearance.theme.dark": "Escuro",
  "appearance.theme.darkNote": "Sempre escuro",
  "appearance.themeError": "Não foi possível salvar o tema",
  "appearance.language": "Idioma",
  "appearance.language.system": "Idioma do sistema ({name})",
  "appearance.language.pseudo": "Pseudoidioma (encontra texto não traduzido)",
  "appearance.language.note": "Números, valores e datas seguem o idioma. Exportações CSV mantêm um formato de máquina.",
  "appearance.languageError": "Não foi possível salvar o idioma",
  "settings.loading": "Carregando configurações…",
  "settings.loadError": "Não foi possível carregar as configurações",
} satisfies Translation<typeof en>
