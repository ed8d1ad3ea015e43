import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "Copié",
  "common.copyReport": "Copier le rapport d’erreur",
  "common.error.param": "paramètre « {param} »",
  "common.error.requestId": "ID de requête {id}",
  "common.seconds": "{seconds, number} s",
  "common.now": "maintenant",
  "common.viewFailed": "La vue {view} n’a pas pu s’afficher",
  "common.viewChunkFailed": "Une partie de l’application n’a pas pu être chargée : la connexion à Tokentally a été interrompue, ou il a redémarré. Rechargez la page une fois qu’il tourne de nouveau (en mode navigateur, ouvrez le lien qu’il a affiché).",
  "common.viewBug": "Un problème est survenu lors de l’affichage. Rechargez pour réessayer ; si cela se reproduit, copiez les diagnostics de Paramètres → À propos dans un rapport de bug.",
  "common.reload": "Recharger",
} satisfies Translation<typeof en>
