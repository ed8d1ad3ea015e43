/** A router connection's account: where balance and usage come from, and linking a service account. English is the source: every other language has exactly these keys. */
export default {
  "connections.sourceLabel": "Where balance and usage come from",
  "connections.source": "Chat through {router}, spend from {account}. Balance and usage below are {accountName}’s.",
  "connections.title": "Balance and usage",
  "connections.router": "{router} is a router: chat goes through it, but a router has no balance or usage. Those come from the service account that holds the service’s own API key.",
  "connections.linkLabel": "Link a service account",
  "connections.spendFrom": "Spend from",
  "connections.linking": "Linking…",
  "connections.link": "Link account",
  "connections.none": "No service account is saved yet. Add one with the service’s API key to see balance and usage while you chat through {router}.",
  "connections.addInSettings": "Add a service account in Settings",
  "connections.linkFailed": "Could not link the account",
}
