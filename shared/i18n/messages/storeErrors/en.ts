/**
 * A write that failed (`storage_error`): one whole sentence per thing not saved (a noun pasted into a
 * sentence does not translate), then what to check. `{detail}` is the system's own words, as sent.
 * Said by electron/services/db/storage-error.ts and electron/services/storage/json-file.ts.
 */
export default {
  "storeErrors.notSaved.answer": "Could not save the answer: {detail}.",
  "storeErrors.notSaved.balanceHistory": "Could not save the balance history: {detail}.",
  "storeErrors.notSaved.batch": "Could not save the batch: {detail}.",
  "storeErrors.notSaved.branch": "Could not save the branch: {detail}.",
  "storeErrors.notSaved.branchDeletion": "Could not save the deletion of the branch: {detail}.",
  "storeErrors.notSaved.conversation": "Could not save the conversation: {detail}.",
  "storeErrors.notSaved.conversationLink": "Could not save the link to the earlier conversation: {detail}.",
  "storeErrors.notSaved.deletion": "Could not save the deletion: {detail}.",
  "storeErrors.notSaved.draft": "Could not save the draft: {detail}.",
  "storeErrors.notSaved.historyDeletion": "Could not save the deletion of all chat history: {detail}.",
  "storeErrors.notSaved.importedConversations": "Could not save the imported conversations: {detail}.",
  "storeErrors.notSaved.messages": "Could not save the messages: {detail}.",
  "storeErrors.notSaved.project": "Could not save the project: {detail}.",
  "storeErrors.notSaved.projectAndTags": "Could not save the project and tags: {detail}.",
  "storeErrors.notSaved.projectBudget": "Could not save the project budget: {detail}.",
  "storeErrors.notSaved.projectDeletion": "Could not save the deletion of the project: {detail}.",
  "storeErrors.notSaved.prompt": "Could not save the prompt: {detail}.",
  "storeErrors.notSaved.usageCache": "Could not save the usage cache: {detail}.",
  "storeErrors.notSaved.vote": "Could not save the vote: {detail}.",
  "storeErrors.notSavedFile": "Could not save {path}: {detail}.",
  "storeErrors.diskFull": "The disk is full: free some space and try again.",
  "storeErrors.checkFolder": "Check that the app's data folder is writable and the disk is not full.",
  "storeErrors.nothingLost": "Nothing saved before was lost.",
}
