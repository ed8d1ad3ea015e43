import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "Ein Gespräch",
  "causes.long": "„{title}“ sendet mit jeder Nachricht {largest} Tokens Kontext (die erste sendete {first}); {count, plural, one {seine # Antwort kostete} other {seine # Antworten kosteten}} {cost}, {share} des Tages.",
  "causes.fixSummary": "Führen Sie „{title}“ in einem neuen Chat mit einer Zusammenfassung fort.",
  "causes.fixSummarySaving": "Führen Sie „{title}“ in einem neuen Chat mit einer Zusammenfassung fort: etwa {saving} weniger für ebenso viele Nachrichten.",
  "causes.retries": "{count, plural, one {# Antwort wurde} other {# Antworten wurden}} erneut angefordert (neu erzeugt oder wiederholt): {cost} für ersetzte Antworten, {share} des Tages.",
  "causes.retriesFailed": "{count, plural, one {# Antwort wurde} other {# Antworten wurden}} erneut angefordert (neu erzeugt oder wiederholt; {failed} waren fehlgeschlagen oder abgebrochen): {cost} für ersetzte Antworten, {share} des Tages.",
  "causes.fixContinue": "Nutzen Sie „Fortsetzen“ bei einer abgebrochenen Antwort, statt neu zu fragen, und lesen Sie vor einer Wiederholung, warum eine Antwort fehlschlug: etwa {saving} an einem solchen Tag.",
  "causes.priceRose": "Der Preis von {model} ist am {day} gestiegen (in Ihrer Nutzung gefunden): die Nutzung von {model} an diesem Tag kostete {now} statt {before} zu den alten Preisen.",
  "causes.fixSwitch": "Wechseln Sie von {model} zu {to}: etwa {saving} weniger für dieselbe Nutzung („Was wäre, wenn“ zeigt, wie Ihre Bewertungen es einstufen).",
  "causes.fixCompare": "Vergleichen Sie {model} unter „Was wäre, wenn“ mit günstigeren Modellen.",
  "causes.fixCap": "Finden Sie den Schlüssel, der ausgibt (Ihre Skripte, andere Apps, Geräte), und legen Sie ein Tagesbudget fest, damit ein solcher Tag früh warnt: etwa {saving} über einem üblichen Tag.",
  "causes.elsewhere": "Andere Schlüssel dieses Kontos haben {cost} ausgegeben, {share} des Tages: keine Chats in Tokentally.",
  "causes.elsewhereUsual": "Andere Schlüssel dieses Kontos haben {cost} ausgegeben, {share} des Tages (sonst {usual}): keine Chats in Tokentally.",
  "causes.why": "Grund: {words} Abhilfe: {fix}",
  "causes.also": "Außerdem: {words} Abhilfe: {fix}",
  "causes.noneFound": "Keine einzelne Ursache gefunden: weder ein Gespräch noch Wiederholungen, eine Preisänderung oder andere Schlüssel erklären den Großteil.",
} satisfies Translation<typeof en>
