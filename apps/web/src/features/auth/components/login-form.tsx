import { zodResolver } from '@hookform/resolvers/zod'
import { LoginUserBodySchema, type LoginUserBody } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { Link, useNavigate, useSearchParams } from '../../../lib/router'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { translateMessage } from '../../../lib/translate-message'
import { loginUser, useSetSignedInUser } from '../api'
import { markOtpSent } from '../otp-resend-lock'
import { REDIRECT_PARAM, safeRedirectTarget, withRedirect } from '../redirect'
import { storeVerifyEmail } from '../session-email'

/**
 * packages/contract/src/messages.ts login errors: 403 -> not verified (email kept for /verify-otp); 400 -> the server's message
 * or 'A bad request occurred.'; 401 and 429 -> the server's message (decision: "An unexpected error" for a
 * wrong password would mislead); anything else -> the unexpected-error text.
 */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return t('auth:messages.accountNotVerified')
    // The server's own words, in the page's language (clientErrorMessage translates them by code).
    if (error.status === 400) return clientErrorMessage(error, t('auth:messages.badRequest'))
    if (error.status === 401 || error.status === 429)
      return clientErrorMessage(error, t('auth:messages.unexpectedError'))
  }
  return t('auth:messages.unexpectedError')
}

/** What login-user answers for an account with a second factor: the route shows the second step. */
export interface LoginChallenge {
  challenge: string
  methods: ('totp' | 'passkey' | 'recovery')[]
}

export function LoginForm({ onChallenge }: { onChallenge?: (challenge: LoginChallenge) => void } = {}) {
  const [searchParams] = useSearchParams()
  const redirectParam = searchParams.get(REDIRECT_PARAM)
  const navigate = useNavigate()
  const { t } = useTranslation(['auth'])
  const setSignedInUser = useSetSignedInUser()
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginUserBodySchema>, unknown, LoginUserBody>({
    resolver: zodResolver(LoginUserBodySchema),
  })

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null)
    try {
      const answer = await loginUser(body)
      if ('twoFactorRequired' in answer.data) {
        // No session yet: the second factor answers the challenge (the route shows that step).
        onChallenge?.({ challenge: answer.data.challenge, methods: answer.data.methods })
        return
      }
      await setSignedInUser(answer.data)
      navigate(safeRedirectTarget(redirectParam), { replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // docs/architecture.md#orders-stock-and-payment: an unverified account goes to /verify-otp with its email kept for this tab.
        storeVerifyEmail(body.email)
        // The server has just mailed a fresh code (or one went out under 60 s ago): resend starts locked.
        markOtpSent()
        navigate(withRedirect('/verify-otp', redirectParam), {
          state: { notice: t('auth:messages.accountNotVerified') },
        })
        return
      }
      setFormError(loginErrorMessage(error, t))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && translateMessage(errors.email.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth:fields.password')}
        autoComplete="current-password"
        error={errors.password?.message && translateMessage(errors.password.message)}
        {...register('password')}
      />
      <div className="text-end text-sm">
        <Link to="/forgot-password" className="font-medium text-gold-700 hover:underline">
          {t('auth:login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth:login.submitting') : t('auth:login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-600">
        {t('auth:login.noAccount')}{' '}
        <Link
          to={withRedirect('/register', redirectParam)}
          className="font-semibold text-gold-700 hover:underline"
        >
          {t('auth:login.register')}
        </Link>
      </p>
    </form>
  )
}
