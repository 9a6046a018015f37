import { Link, type LinkProps } from '../../lib/router'
import { cx } from '../../lib/cx'

const VARIANTS = {
  primary: 'bg-gold-500 text-ink-950 shadow-sm hover:bg-gold-400',
  secondary: 'border border-ink-900/15 bg-white text-ink-900 hover:border-gold-500 hover:text-gold-800',
  ghostOnDark: 'border border-cream-100/25 text-cream-50 hover:border-gold-300 hover:text-gold-200',
} as const

/** A router link that looks like a button. */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: LinkProps & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      {...props}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition',
        VARIANTS[variant],
        className,
      )}
    />
  )
}
