/** Attachments: text files put into a message from the composer, with their tokens and cost, and why a file was refused. English is the source: every other language has exactly these keys. */
export default {
  "attachments.attach": "Attach",
  "attachments.attachHint": "Attach text or source files (or drop them on the message box)",
  "attachments.attachFiles": "Attach text files",
  "attachments.attached": "Attached files",
  "attachments.dismiss": "Dismiss",
  "attachments.tokens": "{count} tokens",
  "attachments.noPrice": "— (no price estimate yet)",
  "attachments.counting": "counting tokens…",
  "attachments.pickModel": "pick a model to count tokens",
  "attachments.remove": "Remove {name}",
  "attachments.refused.type": "{name}: only text and source files can be attached (.txt, .md, .csv, .json, code).",
  "attachments.refused.size": "{name} is {size} MB: attachments can be up to {max} MB.",
  "attachments.refused.binary": "{name} looks like a binary file, not text.",
  "attachments.refused.encoding": "{name} is not valid {encoding} text. Save it as UTF-8 and attach it again.",
  "attachments.refused.empty": "{name} is empty: nothing was attached.",
}
