import type { CreateProductBody } from '@shop/contract'
import type { ReactNode } from 'react'
import type { Control, DeepPartialSkipArrayKey, FieldErrors, UseFormRegister } from 'react-hook-form'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { translateMessage } from '../../../lib/translate-message'
import type { ProductFormValues } from '../form'

/** What every section of the product editor needs from the one form they share. */
export interface ProductFormParts {
  control: Control<ProductFormValues, unknown, CreateProductBody>
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
}

/** The form's values as the owner types them: any of them may still be missing. */
export type WatchedProductValues = DeepPartialSkipArrayKey<ProductFormValues>

/** The props of an input the owner writes Arabic in: right to left, and read as Arabic by screen readers. */
export const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const
/** The English twin stays left to right on the Arabic page too. */
export const ENGLISH_INPUT = { dir: 'ltr', lang: 'en' } as const

/** A contract message (a validation rule's text) in the page's language. */
export const message = (text: string | undefined) => (text === undefined ? undefined : translateMessage(text))

/** The message of a list's own error (e.g. "a variant needs an option"), wherever the resolver put it. */
export function listError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined
  return message(e?.message ?? e?.root?.message)
}

export function Section({
  id,
  title,
  children,
  hint,
}: {
  id: string
  title: string
  children: ReactNode
  hint?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-ink-600">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

/** A labelled select with its error tied to it, like TextField. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...props
}: React.ComponentProps<'select'> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  const id = `select-${props.name ?? label}`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...props}
        className={cx(INPUT_CLASS, error ? 'border-red-600' : 'border-line')}
      >
        {children}
      </select>
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
