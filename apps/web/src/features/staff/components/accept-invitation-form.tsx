import { AcceptInvitationBodySchema, MESSAGES, PASSWORD_MIN_CHARS, type User } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { translateMessage } from '../../../lib/translate-message'
import { acceptInvitation } from '../api'

const EMPTY = { firstName: '', lastName: '', password: '', confirmPassword: '' }
type Fields = typeof EMPTY
type FieldName = keyof Fields

/** The first problem of each field by the contract's rules (those of registration), and the confirmation. */
function problemsOf(token: string, fields: Fields): Partial<Record<FieldName, string>> {
  const problems: Partial<Record<FieldName, string>> = {}
  const parsed = AcceptInvitationBodySchema.safeParse({ token, ...fields })
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0]
    if ((field === 'firstName' || field === 'lastName' || field === 'password') && !problems[field]) {
      problems[field] = issue.message
    }
  }
  if (!problems.password && fields.password !== fields.confirmPassword) {
    problems.confirmPassword = MESSAGES.passwordsDoNotMatch
  }
  return problems
}

/**
 * The invitee's page (the mailed link: /accept-invitation?token=…): a name and a password by the rules of
 * registration; on success the API signs them in and `onAccepted` takes them on.
 */
export function AcceptInvitationForm({
  token,
  onAccepted,
}: {
  token: string
  onAccepted: (user: User) => void
}) {
  const { t } = useTranslation(['staff', 'auth'])
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  if (token === '') return <FormAlert>{t('staff:accept.noToken')}</FormAlert>

  const field = (name: FieldName) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }))
      setProblems((current) => ({ ...current, [name]: undefined }))
    },
    error: problems[name] ? translateMessage(problems[name]) : undefined,
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFormError(null)
    const found = problemsOf(token, fields)
    setProblems(found)
    if (Object.values(found).some(Boolean)) return
    setSubmitting(true)
    try {
      const { confirmPassword: _confirm, ...body } = fields
      const answer = await acceptInvitation({ token, ...body })
      onAccepted(answer.data)
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t('staff:accept.submit'))
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('staff:accept.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('staff:accept.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <p className="text-xs text-ink-600">{t('staff:accept.existingAccountNote')}</p>
      <PasswordField
        label={t('staff:accept.password')}
        hint={t('auth:fields.passwordRules', { min: PASSWORD_MIN_CHARS })}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField
        label={t('staff:accept.confirmPassword')}
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t('staff:accept.submitting') : t('staff:accept.submit')}
      </Button>
    </form>
  )
}
