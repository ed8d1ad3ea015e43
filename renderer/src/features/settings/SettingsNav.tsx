import { useEffect, useState } from 'react'
import { t } from '../../i18n'

export interface SettingsSectionLink {
  /** The id of the section's heading (its <section> is aria-labelledby it). */
  headingId: string
  label: string
}

/**
 * Settings' own navigation (#39): one link per section, the one in view marked. A link scrolls its
 * section to the top and moves focus to its heading, so keyboard and screen-reader users land there.
 */
export function SettingsNav({ sections }: { sections: readonly SettingsSectionLink[] }) {
  const [current, setCurrent] = useState(sections[0]?.headingId ?? '')
  useEffect(() => {
    const headings = sections.map((s) => document.getElementById(s.headingId)).filter((h): h is HTMLElement => h !== null)
    if (typeof IntersectionObserver === 'undefined' || headings.length === 0) return
    const visible = new Map<string, boolean>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting)
        const first = sections.find((s) => visible.get(s.headingId))
        if (first) setCurrent(first.headingId)
      },
      // A heading counts while it is in the upper part of the view.
      { rootMargin: '0px 0px -55% 0px' },
    )
    for (const h of headings) observer.observe(h)
    return () => observer.disconnect()
  }, [sections])

  return (
    <nav className="settings-nav" aria-label={t('settings.nav')}>
      <ul>
        {sections.map((s) => (
          <li key={s.headingId}>
            <a
              href={`#${s.headingId}`}
              aria-current={current === s.headingId ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault()
                const heading = document.getElementById(s.headingId)
                if (!heading) return
                const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true
                heading.closest('section')?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
                heading.tabIndex = -1
                heading.focus({ preventScroll: true })
                setCurrent(s.headingId)
              }}
            >
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
