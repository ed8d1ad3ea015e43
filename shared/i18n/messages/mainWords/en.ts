/**
 * The last words main composes for a person (#37): a usage page the service got wrong (errors, in
 * `say`), why the system keychain cannot be used and why the key file is damaged (Settings → Keys, the lock screen), why this copy cannot
 * update itself (the update notice, said by the window from the reason's code), the demo
 * connection's name (given in the language of the moment, then stored like any name), a deleted
 * project's row in the split by project, and the batch's Markdown report (a report for people,
 * written in the app's language; its CSV stays machine English).
 */
export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "The service answered 304 Not Modified to a request without an ETag.",
  "mainWords.usagePage.nextPageOutside": "The service's next_page {next} is outside {from}..{to}.",

  "mainWords.keychain.noAnswer": "it did not answer within {seconds, number} s",
  "mainWords.keychain.noAnswerLocked": "it did not answer within {seconds, number} s; it may be locked",
  "mainWords.keychain.noLibrary": "the keychain library could not be loaded: {detail}",

  "mainWords.keyFile.damaged.notJson": "The key file is damaged: it is not readable JSON (cut short or overwritten?).",
  "mainWords.keyFile.damaged.notKeyFile": "The key file is damaged: its contents are not a Tokentally key file ({field}).",
  "mainWords.keyFile.damaged.unknownVersion": "The key file is damaged: it has an unknown version ({version, number}).",
  "mainWords.keyFile.damaged.checksum": "The key file is damaged: its checksum does not match its contents (some bytes were changed).",
  "mainWords.keyFile.damaged.notKeys": "The key file is damaged: it opened, but what it holds is not a list of keys.",
  "mainWords.keyFile.damagedAt.notJson": "The key file at {path} is damaged: it is not readable JSON (cut short or overwritten?).",
  "mainWords.keyFile.damagedAt.notKeyFile": "The key file at {path} is damaged: its contents are not a Tokentally key file ({field}).",
  "mainWords.keyFile.damagedAt.unknownVersion": "The key file at {path} is damaged: it has an unknown version ({version, number}).",
  "mainWords.keyFile.damagedAt.checksum": "The key file at {path} is damaged: its checksum does not match its contents (some bytes were changed).",
  "mainWords.keyFile.damagedAt.notKeys": "The key file at {path} is damaged: it opened, but what it holds is not a list of keys.",
  "mainWords.keyFile.nothingChanged": "Nothing was changed: it stays where it is, so you can put back a copy from a backup. Or start a new key file (the damaged one is kept next to it) and enter your keys again.",

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
