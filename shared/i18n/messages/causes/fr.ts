import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "Une conversation",
  "causes.long": "« {title} » envoie {largest} tokens de contexte à chaque message (le premier en envoyait {first}) ; {count, plural, one {sa # réponse a coûté} many {ses # réponses ont coûté} other {ses # réponses ont coûté}} {cost}, {share} de la journée.",
  "causes.fixSummary": "Poursuivez « {title} » dans un nouveau chat avec un résumé.",
  "causes.fixSummarySaving": "Poursuivez « {title} » dans un nouveau chat avec un résumé : environ {saving} de moins pour autant de messages.",
  "causes.retries": "{count, plural, one {# réponse a été redemandée} many {# réponses ont été redemandées} other {# réponses ont été redemandées}} (régénérées ou relancées) : {cost} dépensés pour des réponses remplacées, {share} de la journée.",
  "causes.retriesFailed": "{count, plural, one {# réponse a été redemandée} many {# réponses ont été redemandées} other {# réponses ont été redemandées}} (régénérées ou relancées ; {failed} avaient échoué ou été interrompues) : {cost} dépensés pour des réponses remplacées, {share} de la journée.",
  "causes.fixContinue": "Utilisez Continuer sur une réponse interrompue au lieu de redemander, et lisez pourquoi une réponse a échoué avant de relancer : environ {saving} pour une journée comme celle-ci.",
  "causes.priceRose": "Le prix de {model} a augmenté le {day} (constaté dans votre utilisation) : l’utilisation de {model} ce jour-là a coûté {now} au lieu de {before} aux anciens prix.",
  "causes.fixSwitch": "Passez de {model} à {to} : environ {saving} de moins pour la même utilisation (Et si montre comment vos votes le classent).",
  "causes.fixCompare": "Comparez {model} à des modèles moins chers dans Et si.",
  "causes.fixCap": "Trouvez la clé qui dépense (vos scripts, d’autres apps, des appareils) et fixez un budget quotidien pour qu’une journée comme celle-ci alerte tôt : environ {saving} au-dessus d’une journée habituelle.",
  "causes.elsewhere": "D’autres clés de ce compte ont dépensé {cost}, {share} de la journée : pas des chats dans Tokentally.",
  "causes.elsewhereUsual": "D’autres clés de ce compte ont dépensé {cost}, {share} de la journée (d’habitude {usual}) : pas des chats dans Tokentally.",
  "causes.why": "Pourquoi : {words} Solution : {fix}",
  "causes.also": "Aussi : {words} Solution : {fix}",
  "causes.noneFound": "Aucune cause unique trouvée : ni une conversation, ni des relances, ni un changement de prix, ni d’autres clés n’expliquent l’essentiel.",
} satisfies Translation<typeof en>
