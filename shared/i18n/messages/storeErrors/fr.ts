import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "Impossible d’enregistrer la réponse : {detail}.",
  "storeErrors.notSaved.balanceHistory": "Impossible d’enregistrer l’historique du solde : {detail}.",
  "storeErrors.notSaved.batch": "Impossible d’enregistrer le lot : {detail}.",
  "storeErrors.notSaved.branch": "Impossible d’enregistrer la branche : {detail}.",
  "storeErrors.notSaved.branchDeletion": "Impossible d’enregistrer la suppression de la branche : {detail}.",
  "storeErrors.notSaved.conversation": "Impossible d’enregistrer la conversation : {detail}.",
  "storeErrors.notSaved.conversationLink": "Impossible d’enregistrer le lien vers la conversation précédente : {detail}.",
  "storeErrors.notSaved.deletion": "Impossible d’enregistrer la suppression : {detail}.",
  "storeErrors.notSaved.draft": "Impossible d’enregistrer le brouillon : {detail}.",
  "storeErrors.notSaved.historyDeletion": "Impossible d’enregistrer la suppression de tout l’historique des discussions : {detail}.",
  "storeErrors.notSaved.importedConversations": "Impossible d’enregistrer les conversations importées : {detail}.",
  "storeErrors.notSaved.messages": "Impossible d’enregistrer les messages : {detail}.",
  "storeErrors.notSaved.project": "Impossible d’enregistrer le projet : {detail}.",
  "storeErrors.notSaved.projectAndTags": "Impossible d’enregistrer le projet et les étiquettes : {detail}.",
  "storeErrors.notSaved.projectBudget": "Impossible d’enregistrer le budget du projet : {detail}.",
  "storeErrors.notSaved.projectDeletion": "Impossible d’enregistrer la suppression du projet : {detail}.",
  "storeErrors.notSaved.prompt": "Impossible d’enregistrer le prompt : {detail}.",
  "storeErrors.notSaved.usageCache": "Impossible d’enregistrer le cache d’utilisation : {detail}.",
  "storeErrors.notSaved.vote": "Impossible d’enregistrer le vote : {detail}.",
  "storeErrors.notSavedFile": "Impossible d’enregistrer {path} : {detail}.",
  "storeErrors.diskFull": "Le disque est plein : libérez de l’espace et réessayez.",
  "storeErrors.checkFolder": "Vérifiez que le dossier de données de l’app est accessible en écriture et que le disque n’est pas plein.",
  "storeErrors.nothingLost": "Rien de ce qui était déjà enregistré n’a été perdu.",
} satisfies Translation<typeof en>
