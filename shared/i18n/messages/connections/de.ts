import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "Woher Guthaben und Nutzung stammen",
  "connections.source": "Chat über {router}, Ausgaben von {account}. Guthaben und Nutzung unten gehören zu {accountName}.",
  "connections.title": "Guthaben und Nutzung",
  "connections.router": "{router} ist ein Router: Der Chat läuft über ihn, aber ein Router hat weder Guthaben noch Nutzung. Diese stammen vom Dienstkonto, das den eigenen API-Schlüssel des Dienstes hat.",
  "connections.linkLabel": "Dienstkonto verknüpfen",
  "connections.spendFrom": "Ausgaben von",
  "connections.linking": "Wird verknüpft…",
  "connections.link": "Konto verknüpfen",
  "connections.none": "Noch kein Dienstkonto gespeichert. Fügen Sie eines mit dem API-Schlüssel des Dienstes hinzu, um Guthaben und Nutzung zu sehen, während Sie über {router} chatten.",
  "connections.addInSettings": "Dienstkonto in den Einstellungen hinzufügen",
  "connections.linkFailed": "Das Konto konnte nicht verknüpft werden",
} satisfies Translation<typeof en>
