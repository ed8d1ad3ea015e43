import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "Laisser Tokentally en marche ?",
  "closeAsk.message": "Continuer dans la zone de notification quand la fenêtre est fermée ?",
  "closeAsk.detail": "La zone de notification affiche votre solde et les alertes de solde bas continuent d’arriver. Certains bureaux masquent ces icônes ; vous pouvez changer cela dans Réglages → Bureau.",
  "closeAsk.keep": "Continuer dans la zone de notification",
  "closeAsk.quit": "Quitter à la fermeture",
} satisfies Translation<typeof en>
