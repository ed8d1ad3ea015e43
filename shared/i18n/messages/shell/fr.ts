import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "shell.nav.label": "Principal",
  "shell.nav.dashboard": "Tableau de bord",
  "shell.nav.usage": "Utilisation",
  "shell.nav.chat": "Chat",
  "shell.nav.models": "Modèles",
  "shell.nav.batches": "Lots",
  "shell.nav.settings": "Réglages",
  "shell.connection": "Connexion",
  "shell.activeConnection": "Connexion active",
  "shell.switchError": "Impossible de changer de connexion : {message}",
  "shell.demo.badge": "DÉMO",
  "shell.demo.hint": "Données de démonstration d’un simulateur intégré ; aucun compte réel",
  "shell.demo.banner": "Vous explorez les données de démonstration d’un simulateur intégré. Rien ici n’est un compte réel.",
  "app.starting": "Démarrage de Tokentally…",
  "app.loading": "Chargement…",
  "app.connectionsError": "Impossible de charger vos connexions",
  "app.welcome": "Bienvenue",
  "time.justNow": "à l’instant",
  "time.utcDay": "{day} (UTC)",
  "time.utcTime": "{time} UTC",
} satisfies Translation<typeof en>
