import { Gem } from 'lucide-react'
import { cx } from '../../lib/cx'

/** Stands in for a missing or broken image: a gem on the shop's ink gradient. Decorative. */
export function ImagePlaceholder({
  className,
  iconClassName,
}: {
  className?: string
  iconClassName?: string
}) {
  return (
    <div
      aria-hidden="true"
      className={cx(
        'grid h-full w-full place-items-center bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700',
        className,
      )}
    >
      <Gem className={cx('size-12 text-gold-400', iconClassName)} strokeWidth={1.25} />
    </div>
  )
}
