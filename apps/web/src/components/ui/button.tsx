import type { ComponentProps } from 'react'
import { cx } from '../../lib/cx'

const VARIANTS = {
  primary: 'bg-gold-500 text-ink-950 shadow-sm hover:bg-gold-400 disabled:hover:bg-gold-500',
  secondary:
    'border border-ink-900/15 bg-white text-ink-900 hover:border-gold-500 hover:text-gold-800 disabled:hover:border-ink-900/15',
  dark: 'bg-ink-900 text-cream-50 hover:bg-ink-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-ink-700 hover:bg-cream-200 hover:text-ink-950',
} as const

const SIZES = {
  md: 'px-6 py-3 text-sm',
  sm: 'px-4 py-2 text-sm',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** A button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: keyof typeof SIZES }) {
  return (
    <button
      type={type}
      {...props}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600',
        'disabled:cursor-not-allowed disabled:opacity-50',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
    />
  )
}
