import { useId, useState, type ComponentProps, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import { cx } from '../../lib/cx'
import { INPUT_CLASS } from './text-field'

/**
 * A labelled password input with a Show/Hide button (its text says what a press does) that reveals what was typed (on a phone a mistyped
 * password is otherwise found only at the next sign-in), and an optional hint, such as the rules a new
 * password must meet, read with the field before the first try. The button's name is only "Show": a
 * name holding "password" would make the field's own label ambiguous to anyone looking for it by name.
 */
export function PasswordField({
  label,
  error,
  hint,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  const { t } = useTranslation(['auth'])
  const [shown, setShown] = useState(false)
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          {...props}
          className={cx(INPUT_CLASS, 'pe-20', error ? 'border-red-600' : 'border-line')}
        />
        <button
          type="button"
          aria-controls={id}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-1.5 end-1.5 rounded-lg px-3 text-sm font-semibold text-gold-700 hover:bg-cream-100 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          {shown ? t('auth:fields.hidePassword') : t('auth:fields.showPassword')}
        </button>
      </div>
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
