/** The names main gives a batch run (#38) and its rows' conversations when the user gave none, in the app's language at the time (#37): they are stored, and renamed like any title. English is the source: every other language has exactly these keys. */
export default {
  "batchNames.title": "{prompts, plural, one {# prompt} other {# prompts}} × {models, plural, one {# model} other {# models}}",
  "batchNames.row": "Batch {n, number}/{total, number}: {title}",
}
