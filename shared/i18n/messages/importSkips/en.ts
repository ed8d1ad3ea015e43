/** Why an import skipped a conversation (#34): main sends a code and its facts, the window says them (#37). English is the source: every other language has exactly these keys. */
export default {
  "importSkips.notThisFormat": "not {source, select, chatgpt {a ChatGPT conversation} claude {a Claude conversation} openwebui {an Open WebUI chat} librechat {a LibreChat export} chatbox {a Chatbox conversation} other {a Tokentally export}}: {problem}",
  "importSkips.badMessage": "a message is not one {app} writes: {problem}",
  "importSkips.noConversationId": "it has no conversation ID (“{field}”)",
  "importSkips.newerVersion": "it was exported by a newer Tokentally (format version {version, number}; this one reads up to {readsUpTo, number}): update Tokentally to import it",
  "importSkips.pictureSession": "a picture session (image generation) is not a chat",
  "importSkips.noMessages": "it has no messages",
  "importSkips.problemShape": "its shape is not one this format has",
  "importSkips.problemMissing": "missing “{path}”",
  "importSkips.problemMissingIt": "missing it",
  "importSkips.problemAt": "“{path}”: {detail}",
  "importSkips.problemIt": "it: {detail}",
  "importSkips.expected": "expected {type}",
  "importSkips.untitled": "Untitled conversation",
  "importSkips.place": "conversation {n}",
}
