import { originText } from '../imports/ImportedBadge'
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import type { ConversationSummary } from '../../../../shared/domain/conversation'
import { RelativeTime } from '../../components/RelativeTime'
import { t } from '../../i18n'
import { shownTitle } from './shown-title'

/** Every row is this tall (title, preview and meta on one line each): no measuring while scrolling. */
export const ROW_PX = 70
/** Ask for the next page when the rows shown come this close to the end of what is loaded. */
const PREFETCH_ROWS = 15

interface Props {
  conversations: readonly ConversationSummary[]
  selectedId: string | null
  /** Conversations with an answer streaming right now. */
  streamingIds: ReadonlySet<string>
  onSelect(id: string): void
  hasMore: boolean
  loadingMore: boolean
  onLoadMore(): void
  /** #35: project names by ID (each row says its project and tags). */
  projectNames?: ReadonlyMap<string, string>
  /** #35: bulk selection: a checkbox per row while on. */
  selection?: { selected: ReadonlySet<string>; toggle(id: string): void } | null
}

/** A one-line preview without markdown punctuation (main sends the raw start of the last message). */
function plain(preview: string): string {
  return preview.replace(/```\w*|[#*_`>|~]+/g, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * The conversations, newest first, virtualized: only the rows in view (plus a few) are in the
 * DOM, so 10,000 of them scroll like 10. Scrolling near the end loads the next page.
 */
export function ConversationList({ conversations, selectedId, streamingIds, onSelect, hasMore, loadingMore, onLoadMore, projectNames, selection }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const rows = conversations.length + (hasMore ? 1 : 0)
  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler; the virtualizer re-renders this component itself
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
    getItemKey: (index) => conversations[index]?.id ?? 'more',
    // Before layout (or with none, as in DOM tests) the list has no height: assume the window's.
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight })),
  })
  const items = virtualizer.getVirtualItems()
  const lastShown = items.at(-1)?.index ?? 0

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= conversations.length - PREFETCH_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastShown, conversations.length, onLoadMore])

  if (conversations.length === 0 && !hasMore) {
    return (
      <p className="muted small chat-no-match" role="status">
        {t('chat.list.empty')}
      </p>
    )
  }
  return (
    <div className="chat-list" ref={scrollRef}>
      <ul className="chat-list-inner" style={{ height: virtualizer.getTotalSize() }} aria-label={t('chat.list.list')} aria-busy={loadingMore}>
        {items.map((item) => {
          const c = conversations[item.index]
          const style = { transform: `translateY(${item.start}px)`, height: ROW_PX }
          if (!c) {
            return (
              <li key={item.key} className="chat-list-row chat-list-more muted small" style={style} aria-hidden="true">
                {t('chat.list.loadingMore')}
              </li>
            )
          }
          return (
            <li key={item.key} className={`chat-list-row${selection ? ' is-selecting' : ''}`} style={style} aria-setsize={hasMore ? -1 : conversations.length} aria-posinset={item.index + 1}>
              {selection && <input type="checkbox" className="chat-list-check" aria-label={t('chat.list.select', { title: c.title })} checked={selection.selected.has(c.id)} onChange={() => selection.toggle(c.id)} />}
              <button type="button" className="chat-list-item" aria-current={c.id === selectedId ? 'true' : undefined} onClick={() => onSelect(c.id)}>
                <span className="chat-list-title">
                  {streamingIds.has(c.id) && <span className="live-dot" title={t('chat.list.streamingHint')} aria-label={t('chat.list.streaming')} />}
                  {c.kind === 'compare' && <span className="tag tag-compare">{t('chat.list.compareTag')}</span>}
                  <span className="chat-list-title-text" title={shownTitle(c.title)}>
                    <bdi>{shownTitle(c.title)}</bdi>
                  </span>
                </span>
                <span className="chat-list-preview" dir="auto">{c.preview ? plain(c.preview) : ' '}</span>
                <span className="chat-list-meta">
                  {c.origin ? <span className="chat-list-origin">{originText(c.origin)}</span> : <RelativeTime iso={c.updatedAt} />} ·{' '}
                  {c.kind === 'compare' && c.blind ? t('chat.list.blind') : <bdi dir="ltr">{c.model}</bdi>}
                  <ListLabels projectId={c.projectId ?? null} tags={c.tags ?? []} names={projectNames} />
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** #35: a row's project and tags, after its model. */
function ListLabels({ projectId, tags, names }: { projectId: string | null; tags: readonly string[]; names: ReadonlyMap<string, string> | undefined }) {
  const project = projectId === null ? null : (names?.get(projectId) ?? null)
  if (project === null && tags.length === 0) return null
  return (
    <>
      {project !== null && <span className="chat-list-project"> · ▣ {project}</span>}
      {tags.length > 0 && <span className="chat-list-tags"> · {tags.map((t) => `#${t}`).join(' ')}</span>}
    </>
  )
}
