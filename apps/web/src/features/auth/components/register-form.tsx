import { zodResolver } from '@hookform/resolvers/zod'
import { PASSWORD_MIN_CHARS, RegisterUserBodySchema, ValidationErrorDetailsSchema } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { Link, useNavigate, useSearchParams } from '../../../lib/router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { translateMessage, translateMessageKey } from '../../../lib/translate-message'
import { registerUser } from '../api'
import { markOtpSent } from '../otp-resend-lock'
import { REDIRECT_PARAM, withRedirect } from '../redirect'
import { storeVerifyEmail } from '../session-email'

/** The register form: the contract's body without `role`, which the client adds (docs/product.md#rules-the-shop-keeps). */
export const RegisterFormSchema = RegisterUserBodySchema.omit({ role: true })
type RegisterFormInput = z.input<typeof RegisterFormSchema>
type RegisterForm = z.output<typeof RegisterFormSchema>
const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const
type Field = (typeof FIELDS)[number]

/**
 * packages/contract/src/messages.ts register errors as field errors and one form error: 400 'User Already Exist' under the email;
 * a 400's details.body list mapped to fields by path; other 400 -> server message or 'A bad request occurred.';
 * anything else -> the unexpected-error text.
 */
export function registerErrors(
  error: unknown,
  t: TFunction,
): {
  fields: Partial<Record<Field, string>>
  form: string | null
} {
  if (!(error instanceof ApiError)) return { fields: {}, form: t('auth:messages.unexpectedError') }
  if (error.code === 'USER_ALREADY_EXISTS') {
    return { fields: { email: t('auth:messages.userAlreadyExists') }, form: null }
  }
  if (error.status === 400) {
    const fields: Partial<Record<Field, string>> = {}
    const details = ValidationErrorDetailsSchema.safeParse(error.details)
    for (const issue of details.success ? (details.data.body ?? []) : []) {
      const field = FIELDS.find((name) => name === issue.path[0])
      // The contract's validation messages, in the page's language.
      if (field && !fields[field])
        fields[field] = translateMessageKey(issue.messageKey, issue.messageParams, issue.message)
    }
    if (Object.keys(fields).length > 0) return { fields, form: null }
    return { fields, form: clientErrorMessage(error, t('auth:messages.badRequest')) }
  }
  if (error.status === 429 && error.message)
    return { fields: {}, form: clientErrorMessage(error, error.message) }
  return { fields: {}, form: t('auth:messages.unexpectedError') }
}

export function RegisterForm() {
  const [searchParams] = useSearchParams()
  const redirectParam = searchParams.get(REDIRECT_PARAM)
  const navigate = useNavigate()
  const { t } = useTranslation(['auth'])
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterForm>({ resolver: zodResolver(RegisterFormSchema) })

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null)
    try {
      await registerUser(body)
      // The server has just mailed a code: the resend lock starts now (docs/architecture.md#orders-stock-and-payment).
      markOtpSent()
      storeVerifyEmail(body.email)
      toast.success(t('auth:messages.otpSentTo', { email: body.email }))
      navigate(withRedirect('/verify-otp', redirectParam))
    } catch (error) {
      const { fields, form } = registerErrors(error, t)
      for (const field of FIELDS) {
        const message = fields[field]
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true })
      }
      setFormError(form)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('auth:fields.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message && translateMessage(errors.firstName.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('auth:fields.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message && translateMessage(errors.lastName.message)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && translateMessage(errors.email.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth:fields.password')}
        hint={t('auth:fields.passwordRules', { min: PASSWORD_MIN_CHARS })}
        autoComplete="new-password"
        error={errors.password?.message && translateMessage(errors.password.message)}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth:register.submitting') : t('auth:register.submit')}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {t('auth:register.haveAccount')}{' '}
        <Link
          to={withRedirect('/login', redirectParam)}
          className="font-semibold text-gold-700 hover:underline"
        >
          {t('auth:register.signIn')}
        </Link>
      </p>
    </form>
  )
}
