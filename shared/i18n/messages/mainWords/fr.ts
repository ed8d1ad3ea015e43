import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "Le service a répondu 304 Not Modified à une requête sans ETag.",
  "mainWords.usagePage.nextPageOutside": "Le next_page {next} du service est hors de {from}..{to}.",
  "mainWords.keychain.noAnswer": "il n’a pas répondu en {seconds} s",
  "mainWords.keychain.noAnswerLocked": "il n’a pas répondu en {seconds} s ; il est peut-être verrouillé",
  "mainWords.keychain.noLibrary": "la bibliothèque du trousseau n’a pas pu être chargée : {detail}",
  "mainWords.update.unpackaged": "Mises à jour indisponibles : cette copie s’exécute sans paquet (depuis les sources).",
  "mainWords.update.linuxDeb": "Les mises à jour passent par votre gestionnaire de paquets : cette copie a été installée depuis un paquet .deb.",
  "mainWords.update.noFeed": "Mises à jour indisponibles : aucun flux de mise à jour n’est configuré pour cette version.",
  "mainWords.update.testShell": "Les mises à jour sont indisponibles dans l’environnement de test.",
  "mainWords.demoName": "Compte de démonstration",
  "mainWords.deletedProject": "Projet supprimé",
  "mainWords.batchMd.tokensOut": "{count, plural, one {# jeton en sortie} many {# jetons en sortie} other {# jetons en sortie}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, one {# jeton en sortie} many {# jetons en sortie} other {# jetons en sortie}} (compté ici)",
  "mainWords.batchMd.estimate": "≈ {amount} (estimation)",
  "mainWords.batchMd.noAnswer": "(aucune réponse)",
} satisfies Translation<typeof en>
