/** The shared components' words: error notices, countdowns, a view that failed to show. English is the source: every other language has exactly these keys. */
export default {
  "common.copied": "Copied",
  "common.copyReport": "Copy error report",
  "common.error.param": "parameter “{param}”",
  "common.error.requestId": "request ID {id}",
  "common.seconds": "{seconds, number} s",
  "common.now": "now",
  "common.viewFailed": "The {view} view could not be shown",
  "common.viewChunkFailed": "Part of the app could not be loaded: the connection to Tokentally dropped, or it was restarted. Reload the page once it runs again (in browser mode, open the link it printed).",
  "common.viewBug": "Something went wrong while showing it. Reload to try again; if it happens again, copy the diagnostics in Settings → About into a bug report.",
  "common.reload": "Reload",
}
