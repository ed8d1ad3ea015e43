import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "D’où viennent le solde et l’utilisation",
  "connections.source": "Chat via {router}, dépenses sur {account}. Le solde et l’utilisation ci-dessous sont ceux de {accountName}.",
  "connections.title": "Solde et utilisation",
  "connections.router": "{router} est un routeur : le chat passe par lui, mais un routeur n’a ni solde ni utilisation. Ils viennent du compte de service qui détient la clé API propre au service.",
  "connections.linkLabel": "Lier un compte de service",
  "connections.spendFrom": "Dépenser sur",
  "connections.linking": "Liaison…",
  "connections.link": "Lier le compte",
  "connections.none": "Aucun compte de service enregistré. Ajoutez-en un avec la clé API du service pour voir le solde et l’utilisation pendant que vous discutez via {router}.",
  "connections.addInSettings": "Ajouter un compte de service dans les Paramètres",
  "connections.linkFailed": "Impossible de lier le compte",
} satisfies Translation<typeof en>
