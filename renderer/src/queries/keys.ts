/** react-query keys in one place so events can invalidate exactly what they change. */
export const queryKeys = {
  connections: ['connections'] as const,
  balance: ['balance'] as const,
  usage: (start: string, end: string) => ['usage', start, end] as const,
  usageAll: ['usage'] as const,
  models: ['models'] as const,
  conversationList: ['conversations', 'list'] as const,
  conversationSearch: (query: string) => ['conversations', 'search', query] as const,
  conversationsAll: ['conversations'] as const,
  conversation: (id: string) => ['conversation', id] as const,
  settings: ['settings'] as const,
  /** #14: per-model unit price estimates (refitted after usage syncs). */
  prices: ['prices'] as const,
  modelStats: ['model-stats'] as const,
  inputEstimate: (model: string, text: string) => ['input-estimate', model, text] as const,
  appInfo: ['app-info'] as const,
  storage: ['storage'] as const,
  routerInfo: (id: string) => ['router-info', id] as const,
  updateState: ['update-state'] as const,
  /** #39: where keys are kept, the key file's lock. */
  keyStorage: ['key-storage'] as const,
}
