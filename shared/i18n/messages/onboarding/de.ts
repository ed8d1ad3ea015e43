import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Willkommen bei Tokentally",
  "onboarding.lead": "Ihr Prepaid-Guthaben und die Nutzung je Modell auf einen Blick, ohne ein Web-Dashboard zu öffnen.",
  "onboarding.leadChat": "Chatten Sie mit den Modellen Ihres Kontos und sehen Sie, was jede Antwort gekostet hat.",
  "onboarding.connect": "Konto verbinden",
  "onboarding.connectButton": "Verbinden",
  "onboarding.keysFirst": "Wählen Sie zuerst (oben), wo Ihre API-Schlüssel aufbewahrt werden; geben Sie dann hier die Basis-URL des Dienstes und einen Schlüssel ein.",
  "onboarding.connectHint": "Geben Sie die Basis-URL des Dienstes und einen API-Schlüssel ein. Tokentally prüft beides beim Dienst, bevor es gespeichert wird.",
  "onboarding.justLooking": "Nur umsehen?",
  "onboarding.demoLead": "Erkunden Sie ein gedecktes Demokonto mit monatelanger realistischer Nutzung und einem funktionierenden Chat.",
  "onboarding.demoHint": "Die Demo nutzt einen eingebauten Simulator auf diesem Computer (127.0.0.1): kein Konto, kein Schlüssel, kein echtes Geld. Alles daraus ist mit DEMO gekennzeichnet, und Sie können später in den Einstellungen ein echtes Konto verbinden.",
  "onboarding.demoStarting": "Demo wird gestartet…",
  "onboarding.demoStart": "Mit Demodaten erkunden",
  "onboarding.demoFailed": "Die Demo konnte nicht starten",
  "onboarding.demoFailedDetail": "Die Demo konnte nicht starten: {message}",
} satisfies Translation<typeof en>
