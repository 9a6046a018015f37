import { useId, type ComponentProps, type ReactNode } from 'react'
import { cx } from '../../lib/cx'

export const INPUT_CLASS =
  'w-full rounded-xl border bg-white px-4 py-3 text-ink-900 placeholder:text-ink-400 transition outline-none focus:border-gold-500 focus:ring-2 focus:ring-gold-200 disabled:bg-cream-100'

/**
 * A labelled input with its error text tied to it (aria-invalid, aria-describedby), so screen readers read
 * the message with the field. Other input props (react-hook-form's `register(...)`, `ref`) pass through.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  ...props
}: ComponentProps<'input'> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
        className={cx(INPUT_CLASS, error ? 'border-red-600' : 'border-line')}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A labelled textarea like TextField, with an optional character counter (`length`/`maxLength`) beside its
 * error; the counter and hint are tied to it as well, so the limit is read with the field.
 */
export function TextAreaField({
  label,
  error,
  hint,
  length,
  className,
  ...props
}: ComponentProps<'textarea'> & {
  label: string
  error?: string | undefined
  hint?: ReactNode
  /** The current length, shown as `length/maxLength` when maxLength is set. */
  length?: number
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const countId = `${id}-count`
  const counted = length !== undefined && props.maxLength !== undefined
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, counted && !error ? countId : null]
      .filter(Boolean)
      .join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
        className={cx(INPUT_CLASS, error ? 'border-red-600' : 'border-line')}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      <div className="mt-1 flex justify-between gap-3 text-sm">
        <span id={errorId} className="text-red-700">
          {error}
        </span>
        {counted && (
          <span id={countId} dir="ltr" className="text-ink-500 tabular-nums">
            {length}/{props.maxLength}
          </span>
        )}
      </div>
    </div>
  )
}

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl px-4 py-3 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800',
      )}
    >
      {children}
    </p>
  )
}
