import {
  ChangePasswordBodySchema,
  MESSAGES,
  PASSWORD_MIN_CHARS,
  ValidationErrorDetailsSchema,
} from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { FormAlert } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { translateMessage, translateMessageKey } from '../../../lib/translate-message'
import { changePassword } from '../api'

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' }
type Fields = typeof EMPTY
const FIELD_NAMES = Object.keys(EMPTY) as (keyof Fields)[]

/**
 * The first problem with the filled form, or null: new and confirmation must match ('New passwords do not
 * match.', docs/product.md#rules-the-shop-keeps), then the contract's new-password rule (8+ characters).
 */
export function changePasswordProblem(fields: Fields): { field: keyof Fields; message: string } | null {
  if (fields.newPassword !== fields.confirmPassword) {
    return { field: 'confirmPassword', message: MESSAGES.newPasswordsDoNotMatch }
  }
  const parsed = ChangePasswordBodySchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path[0] === 'oldPassword' ? 'oldPassword' : 'newPassword'
    return { field, message: issue?.message ?? MESSAGES.changePasswordFailed }
  }
  return null
}

/** The first field error of a 400's details.body (e.g. 'Old password is incorrect.'), or null. */
function fieldProblemOf(error: unknown): ReturnType<typeof changePasswordProblem> {
  if (!(error instanceof ApiError) || error.status !== 400) return null
  const details = ValidationErrorDetailsSchema.safeParse(error.details)
  const issue = (details.success ? (details.data.body ?? []) : []).find((candidate) =>
    FIELD_NAMES.some((name) => name === candidate.path[0]),
  )
  const field = FIELD_NAMES.find((name) => name === issue?.path[0])
  // Worded here by the key the answer carries; a text already in the page's language reads as it is below.
  return issue && field
    ? { field, message: translateMessageKey(issue.messageKey, issue.messageParams, issue.message) }
    : null
}

/** docs/product.md#for-shoppers Password tab: three fields, the button disabled until all are filled, cleared on success. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth'])
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [problem, setProblem] = useState<ReturnType<typeof changePasswordProblem>>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [success, setSuccess] = useState(false)
  const [isSubmitting, setIsSubmitting] = useState(false)
  const allFilled = Object.values(fields).every((value) => value !== '')

  const update = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }))
    if (problem?.field === name) setProblem(null)
    setSuccess(false)
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    setSuccess(false)
    const found = changePasswordProblem(fields)
    setProblem(found)
    if (found) return
    setIsSubmitting(true)
    try {
      await changePassword({ oldPassword: fields.oldPassword, newPassword: fields.newPassword })
      setFields(EMPTY)
      setSuccess(true)
      toast.success(t('auth:messages.passwordChanged'))
    } catch (error) {
      // packages/contract/src/messages.ts's text for every failure; a 400's reason (a wrong old password) under its field.
      setFormError(t('auth:messages.changePasswordFailed'))
      setProblem(fieldProblemOf(error))
    } finally {
      setIsSubmitting(false)
    }
  }

  // The contract's English messages (and the server's field reasons), in the page's language.
  const errorOf = (name: keyof Fields) =>
    problem?.field === name ? translateMessage(problem.message) : undefined

  return (
    <section aria-labelledby="password-heading" className="max-w-lg">
      <h2 id="password-heading" className="font-display text-2xl font-semibold text-ink-900">
        {t('auth:changePassword.heading')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        {formError && <FormAlert>{formError}</FormAlert>}
        {success && <FormAlert tone="success">{t('auth:messages.passwordChanged')}</FormAlert>}
        <PasswordField
          label={t('auth:fields.oldPassword')}
          autoComplete="current-password"
          value={fields.oldPassword}
          onChange={update('oldPassword')}
          error={errorOf('oldPassword')}
        />
        <PasswordField
          label={t('auth:fields.newPassword')}
          hint={t('auth:fields.passwordRules', { min: PASSWORD_MIN_CHARS })}
          autoComplete="new-password"
          value={fields.newPassword}
          onChange={update('newPassword')}
          error={errorOf('newPassword')}
        />
        <PasswordField
          label={t('auth:fields.confirmPassword')}
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={update('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        <Button type="submit" disabled={!allFilled || isSubmitting}>
          {isSubmitting ? t('auth:changePassword.submitting') : t('auth:changePassword.submit')}
        </Button>
      </form>
    </section>
  )
}
