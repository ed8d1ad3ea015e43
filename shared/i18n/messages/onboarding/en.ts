/** The first run's welcome: what Tokentally does, connect an account or explore the demo. English is the source: every other language has exactly these keys. */
export default {
  "onboarding.title": "Welcome to Tokentally",
  "onboarding.lead": "Your prepaid credit balance and per-model usage at a glance, without opening a web dashboard.",
  "onboarding.leadChat": "Chat with the models on your account and see what every answer cost.",
  "onboarding.connect": "Connect your account",
  "onboarding.connectButton": "Connect",
  "onboarding.keysFirst": "Choose where to keep your API keys first (above); then enter the service’s base URL and a key here.",
  "onboarding.connectHint": "Enter the service’s base URL and an API key. Tokentally checks them with the service before saving.",
  "onboarding.justLooking": "Just looking?",
  "onboarding.demoLead": "Explore a funded demo account with months of realistic usage and a working chat.",
  "onboarding.demoHint": "The demo runs a built-in simulator on this computer (127.0.0.1): no account, no key, no real money. Everything from it is labelled DEMO, and you can connect a real account later in Settings.",
  "onboarding.demoStarting": "Starting the demo…",
  "onboarding.demoStart": "Explore with demo data",
  "onboarding.demoFailed": "The demo could not start",
  "onboarding.demoFailedDetail": "The demo could not start: {message}",
}
