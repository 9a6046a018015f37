import { cx } from '../../lib/cx'
import { badgeText } from './nav-items'

/** The item count on a cart icon. Hidden from screen readers: the link's own name says the count. */
export function CountBadge({ count, className }: { count: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      dir="ltr"
      className={cx(
        'absolute grid h-5 min-w-5 place-items-center rounded-full bg-gold-500 px-1 text-[0.68rem] leading-none font-bold text-ink-950 tabular-nums ring-2 ring-cream-50',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  )
}
