import type { ConversationSummary } from '../../../../shared/domain/conversation'
import { RelativeTime } from '../../components/RelativeTime'

interface Props {
  conversations: readonly ConversationSummary[]
  selectedId: string | null
  /** Conversations with an answer streaming right now. */
  streamingIds: ReadonlySet<string>
  search: string
  onSearch(query: string): void
  onSelect(id: string): void
  onNew(): void
  creating: boolean
  searching: boolean
}

/** A one-line preview without markdown punctuation (main sends the raw start of the last message). */
function plain(preview: string): string {
  return preview.replace(/```\w*|[#*_`>|~]+/g, ' ').replace(/\s+/g, ' ').trim()
}

/** The conversations (newest first), with search and New chat. */
export function ConversationList({ conversations, selectedId, streamingIds, search, onSearch, onSelect, onNew, creating, searching }: Props) {
  return (
    <nav className="chat-sidebar" aria-label="Conversations">
      <button type="button" className="btn-primary chat-new" onClick={onNew} disabled={creating}>
        + New chat
      </button>
      <input type="search" className="chat-search" aria-label="Search conversations" placeholder="Search conversations" value={search} onChange={(event) => onSearch(event.target.value)} />
      {conversations.length === 0 ? (
        <p className="muted small chat-no-match" role="status">
          {searching ? 'Searching…' : search.trim() ? `No conversation mentions “${search.trim()}”.` : 'No conversations yet.'}
        </p>
      ) : (
        <ul className="chat-list">
          {conversations.map((c) => (
            <li key={c.id}>
              <button type="button" className="chat-list-item" aria-current={c.id === selectedId ? 'true' : undefined} onClick={() => onSelect(c.id)}>
                <span className="chat-list-title">
                  {streamingIds.has(c.id) && <span className="live-dot" title="Answer streaming" aria-label="streaming" />}
                  {c.kind === 'compare' && <span className="tag tag-compare">Compare</span>}
                  {c.title}
                </span>
                {c.preview && <span className="chat-list-preview">{plain(c.preview)}</span>}
                <span className="chat-list-meta">
                  <RelativeTime iso={c.updatedAt} /> · {c.model}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
}
