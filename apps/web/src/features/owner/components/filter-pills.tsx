import { Link } from '../../../lib/router'
import { cx } from '../../../lib/cx'

/** The owner page's list filters: one pill per option, the current one marked, each a link (the filter is in the URL). */
export function FilterPills<Value extends string>({
  label,
  options,
  current,
  hrefOf,
}: {
  label: string
  options: readonly { value: Value; label: string }[]
  current: Value
  hrefOf: (value: Value) => string
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <Link
          key={option.value}
          to={hrefOf(option.value)}
          aria-current={option.value === current ? 'page' : undefined}
          className={cx(
            // Narrower on phones, so four filters fit one row at 360 px.
            'rounded-full px-3 py-2 text-[13px] font-semibold transition sm:px-4 sm:text-sm',
            option.value === current
              ? 'bg-ink-900 text-gold-200'
              : 'bg-white text-ink-700 hover:bg-cream-200',
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  )
}
