import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "chat.announce": "Réponse de {model} {reason}. Coût {cost}.",
  "chat.announceNoCost": "Réponse de {model} {reason}. Coût inconnu : pas encore de prix pour ce modèle.",
  "chat.end.finished": "est terminée",
  "chat.end.user": "a été arrêtée par vous",
  "chat.end.answer-cap": "s’est arrêtée au plafond de coût par réponse",
  "chat.end.conversation-cap": "s’est arrêtée au plafond de coût de la conversation",
  "chat.end.project-cap": "s’est arrêtée au plafond mensuel du projet",
  "chat.end.deleted": "s’est arrêtée : la conversation a été supprimée",
  "chat.end.app-closing": "s’est arrêtée : l’app se fermait",
  "chat.end.incomplete": "s’est interrompue avant la fin",
  "chat.end.error": "a échoué",
} satisfies Translation<typeof en>
