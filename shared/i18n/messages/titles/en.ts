/** The title main stores for a conversation not yet named ("New chat", kept in English as the sign that it is unnamed), shown in the window's language (#37). English is the source: every other language has exactly these keys. */
export default {
  "titles.newChat": "New chat",
}
