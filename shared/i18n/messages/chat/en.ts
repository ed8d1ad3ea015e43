/** Chat: what a screen reader hears when an answer ends (announced once, not per delta). English is the source: every other language has exactly these keys. */
export default {
  "chat.announce": "Answer from {model} {reason}. Cost {cost}.",
  "chat.announceNoCost": "Answer from {model} {reason}. Cost unknown: no price for this model yet.",
  "chat.end.finished": "finished",
  "chat.end.user": "was stopped by you",
  "chat.end.answer-cap": "stopped at the answer’s cost cap",
  "chat.end.conversation-cap": "stopped at the conversation’s cost cap",
  "chat.end.project-cap": "stopped at the project’s monthly cap",
  "chat.end.deleted": "stopped: the conversation was deleted",
  "chat.end.app-closing": "stopped: the app was closing",
  "chat.end.incomplete": "broke off before the end",
  "chat.end.error": "failed",
}
