import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "Principal",
  "shell.nav.dashboard": "Painel",
  "shell.nav.usage": "Uso",
  "shell.nav.chat": "Chat",
  "shell.nav.models": "Modelos",
  "shell.nav.batches": "Lotes",
  "shell.nav.settings": "Configurações",
  "shell.connection": "Conexão",
  "shell.activeConnection": "Conexão ativa",
  "shell.switchError": "Não foi possível trocar de conexão: {message}",
  "shell.demo.badge": "DEMO",
  "shell.demo.hint": "Dados de demonstração de um simulador embutido; nenhuma conta real",
  "shell.demo.banner": "Você está explorando dados de demonstração de um simulador embutido. Nada aqui é uma conta real.",
  "app.starting": "Iniciando o Tokentally…",
  "app.loading": "Carregando…",
  "app.connectionsError": "Não foi possível carregar suas conexões",
  "app.welcome": "Boas-vindas",
  "time.justNow": "agora mesmo",
  "time.utcDay": "{day} (UTC)",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
