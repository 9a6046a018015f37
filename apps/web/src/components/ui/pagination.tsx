import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import { Link } from '../../lib/router'
import { cx } from '../../lib/cx'
import { pageSlots } from '../../lib/pagination'

const SLOT =
  'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold tabular-nums transition'

/**
 * Page links (real links, so they open in new tabs and crawlers follow them) with Previous and Next.
 * `hrefOf(page)` builds each page's URL. Renders nothing for a single page.
 */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number
  pageCount: number
  hrefOf: (page: number) => string
}) {
  const { t } = useTranslation(['common'])
  if (pageCount <= 1) return null
  const slots = pageSlots(page, pageCount)
  return (
    <nav aria-label={t('common:ui.pagination')} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <StepLink to={page > 1 ? hrefOf(page - 1) : null} label={t('common:ui.previousPage')}>
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </StepLink>
        </li>
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={cx(SLOT, 'text-ink-400')}>
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefOf(slot)}
                aria-label={t('common:ui.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
                className={cx(
                  SLOT,
                  slot === page
                    ? 'bg-ink-900 text-gold-200'
                    : 'border border-line bg-white text-ink-800 hover:border-gold-500 hover:text-gold-800',
                )}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={page < pageCount ? hrefOf(page + 1) : null} label={t('common:ui.nextPage')}>
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </StepLink>
        </li>
      </ul>
    </nav>
  )
}

function StepLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const className = cx(SLOT, 'border border-line bg-white')
  if (to === null) {
    return (
      <span aria-hidden="true" className={cx(className, 'text-ink-300')}>
        {children}
      </span>
    )
  }
  return (
    <Link to={to} aria-label={label} className={cx(className, 'text-ink-800 hover:border-gold-500')}>
      {children}
    </Link>
  )
}
