import { zodResolver } from '@hookform/resolvers/zod'
import { CONTACT_MESSAGE_MAX_CHARS, ContactBodySchema, type ContactBody } from '@shop/contract'
import { Send } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { useForm, useWatch, type FieldError } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { cx } from '../../../lib/cx'
import { useSendContactMessage } from '../api'

const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' }

/**
 * docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps, §8 contact form: four required fields with their own messages (an error clears as soon
 * as its field is edited), a 500-character message with a counter (typing beyond it is ignored), 'Sending...'
 * while the message is on its way, then a toast; the form is cleared after success.
 */
export function ContactForm() {
  const { t } = useTranslation(['contact'])
  const {
    register,
    handleSubmit,
    reset,
    control,
    clearErrors,
    formState: { errors },
  } = useForm<ContactBody>({
    resolver: zodResolver(ContactBodySchema),
    defaultValues: EMPTY,
    // Checked on submit only; editing a field clears its error (docs/product.md#rules-the-shop-keeps).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  })
  const send = useSendContactMessage()
  const messageLength = useWatch({ control, name: 'message' }).length

  const field = <K extends keyof ContactBody>(name: K) =>
    register(name, { onChange: () => clearErrors(name) })

  const onSubmit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('contact:form.sent'))
        reset(EMPTY)
      },
      onError: () => toast.error(t('contact:form.failed')),
    }),
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact:form.name')} error={errors.name}>
          {(props) => <input {...props} {...field('name')} type="text" autoComplete="name" />}
        </Field>
        <Field label={t('contact:form.email')} error={errors.email}>
          {(props) => <input {...props} {...field('email')} type="email" autoComplete="email" />}
        </Field>
      </div>
      <Field label={t('contact:form.subject')} error={errors.subject}>
        {(props) => <input {...props} {...field('subject')} type="text" />}
      </Field>
      <Field
        label={t('contact:form.message')}
        error={errors.message}
        counter={`${messageLength}/${CONTACT_MESSAGE_MAX_CHARS}`}
      >
        {(props) => (
          // maxLength: the browser ignores typing and pasting beyond 500 characters (docs/product.md#rules-the-shop-keeps).
          <textarea {...props} {...field('message')} rows={6} maxLength={CONTACT_MESSAGE_MAX_CHARS} />
        )}
      </Field>
      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex items-center gap-2 rounded-full bg-gold-500 px-7 py-3 text-sm font-semibold tracking-wide text-ink-950 shadow-sm transition hover:bg-gold-400 disabled:cursor-wait disabled:opacity-70"
      >
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {send.isPending ? t('contact:form.sending') : t('contact:form.send')}
      </button>
    </form>
  )
}

interface ControlProps {
  id: string
  className: string
  'aria-invalid': boolean
  'aria-required': true
  'aria-describedby': string | undefined
}

/** A labelled control with its error (and counter) tied to it through aria-describedby. */
function Field({
  label,
  error,
  counter,
  children,
}: {
  label: string
  error: FieldError | undefined
  counter?: string
  children: (props: ControlProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const counterId = `${id}-counter`
  const describedBy =
    [error ? errorId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink-900">
          {label}{' '}
          <span aria-hidden="true" className="text-gold-700">
            *
          </span>
        </label>
        {counter && (
          <span id={counterId} dir="ltr" className="text-xs text-ink-500 tabular-nums">
            {counter}
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-required': true,
        'aria-describedby': describedBy,
        className: cx(
          'block w-full rounded-xl border bg-white px-4 py-3 text-ink-900 shadow-sm transition outline-none placeholder:text-ink-400 focus:border-gold-500 focus:ring-2 focus:ring-gold-300/50',
          error ? 'border-red-400' : 'border-line',
        ),
      })}
      {error?.message && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error.message}
        </p>
      )}
    </div>
  )
}
