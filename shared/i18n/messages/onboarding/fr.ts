import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Bienvenue dans Tokentally",
  "onboarding.lead": "Votre solde de crédits prépayés et l’utilisation par modèle en un coup d’œil, sans ouvrir de tableau de bord web.",
  "onboarding.leadChat": "Discutez avec les modèles de votre compte et voyez ce que chaque réponse a coûté.",
  "onboarding.connect": "Connecter votre compte",
  "onboarding.connectButton": "Connecter",
  "onboarding.keysFirst": "Choisissez d’abord où conserver vos clés API (ci-dessus) ; saisissez ensuite ici l’URL de base du service et une clé.",
  "onboarding.connectHint": "Saisissez l’URL de base du service et une clé API. Tokentally les vérifie auprès du service avant de les enregistrer.",
  "onboarding.justLooking": "Simple curiosité ?",
  "onboarding.demoLead": "Explorez un compte de démonstration approvisionné, avec des mois d’utilisation réaliste et un chat qui fonctionne.",
  "onboarding.demoHint": "La démo utilise un simulateur intégré sur cet ordinateur (127.0.0.1) : pas de compte, pas de clé, pas d’argent réel. Tout ce qui en provient est marqué DÉMO, et vous pourrez connecter un vrai compte plus tard dans les Paramètres.",
  "onboarding.demoStarting": "Démarrage de la démo…",
  "onboarding.demoStart": "Explorer avec des données de démo",
  "onboarding.demoFailed": "La démo n’a pas pu démarrer",
  "onboarding.demoFailedDetail": "La démo n’a pas pu démarrer : {message}",
} satisfies Translation<typeof en>
