/**
 * The last words main composes for a person (#37): a usage page the service got wrong (errors, in
 * `say`), why the system keychain cannot be used (shown in Settings → Keys), why this copy cannot
 * update itself (the update notice, said by the window from the reason's code), the demo
 * connection's name (given in the language of the moment, then stored like any name), a deleted
 * project's row in the split by project, and the batch's Markdown report (a report for people,
 * written in the app's language; its CSV stays machine English).
 */
export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "The service answered 304 Not Modified to a request without an ETag.",
  "mainWords.usagePage.nextPageOutside": "The service's next_page {next} is outside {from}..{to}.",

  "mainWords.keychain.noAnswer": "it did not answer within {seconds} s",
  "mainWords.keychain.noAnswerLocked": "it did not answer within {seconds} s; it may be locked",
  "mainWords.keychain.noLibrary": "the keychain library could not be loaded: {detail}",

  "mainWords.update.unpackaged": "Updates are unavailable: this copy runs unpackaged (from source).",
  "mainWords.update.linuxDeb": "Updates come through your package manager: this copy was installed from a .deb package.",
  "mainWords.update.noFeed": "Updates are unavailable: this build has no update feed configured.",
  "mainWords.update.testShell": "Updates are unavailable in the test shell.",

  "mainWords.demoName": "Demo account",
  "mainWords.deletedProject": "Deleted project",

  "mainWords.batchMd.tokensOut": "{count, plural, one {# token out} other {# tokens out}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, one {# token out} other {# tokens out}} (counted here)",
  "mainWords.batchMd.estimate": "≈ {amount} (estimate)",
  "mainWords.batchMd.noAnswer": "(no answer)",
}
