import { zodResolver } from '@hookform/resolvers/zod'
import {
  PASSWORD_MIN_CHARS,
  EmailBodySchema,
  MESSAGES,
  NewPasswordSchema,
  RESET_SUCCESS_REDIRECT_MS,
  type EmailBody,
} from '@shop/contract'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link, useNavigate } from '../../../lib/router'
import { toast } from 'sonner'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { translateMessage } from '../../../lib/translate-message'
import { forgotPassword, resetPassword, verifyResetOtp } from '../api'
import { useOtpResendLock } from '../otp-resend-lock'
import { OtpStep } from './otp-step'

/** The reset code's resend lock is kept apart from account verification's. */
const RESET_OTP_SENT_AT_STORAGE_KEY = 'shop.otp.resetSentAt'

/** Step 3: new password (8+ characters) and its confirmation (docs/product.md#rules-the-shop-keeps). */
export const NewPasswordFormSchema = z
  .object({
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().min(1, { error: MESSAGES.required }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })

type Step =
  | { name: 'email' }
  | { name: 'otp'; email: string }
  | { name: 'password'; email: string; resetToken: string }
  | { name: 'done' }

/** docs/product.md#for-shoppers: email, then the mailed code, then the new password; /login 3 s after success. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>({ name: 'email' })
  const lock = useOtpResendLock(RESET_OTP_SENT_AT_STORAGE_KEY)
  const navigate = useNavigate()
  const { t } = useTranslation(['auth'])

  useEffect(() => {
    if (step.name !== 'done') return
    const timer = setTimeout(() => navigate('/login', { replace: true }), RESET_SUCCESS_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [step.name, navigate])

  switch (step.name) {
    case 'email':
      return (
        <EmailStep
          onSent={(email) => {
            lock.markSent()
            setStep({ name: 'otp', email })
          }}
        />
      )
    case 'otp':
      return (
        <ResetOtpStep
          email={step.email}
          lock={lock}
          onVerified={(resetToken) => setStep({ name: 'password', email: step.email, resetToken })}
        />
      )
    case 'password':
      return (
        <PasswordStep
          email={step.email}
          resetToken={step.resetToken}
          onDone={() => setStep({ name: 'done' })}
        />
      )
    case 'done':
      return (
        <div className="space-y-5">
          <FormAlert tone="success">{t('auth:messages.passwordResetDone')}</FormAlert>
          <p className="text-sm text-ink-600">{t('auth:forgot.redirecting')}</p>
          <Link to="/login" className="font-semibold text-gold-700 hover:underline">
            {t('auth:forgot.signInNow')}
          </Link>
        </div>
      )
  }
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation(['auth'])
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof EmailBodySchema>, unknown, EmailBody>({ resolver: zodResolver(EmailBodySchema) })

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      await forgotPassword(email)
      toast.success(t('auth:messages.otpSentTo', { email }))
      onSent(email)
    } catch (error) {
      // packages/contract/src/messages.ts: a 400 shows the server's message and an error toast; anything else the generic text.
      const message = clientErrorMessage(error, t('auth:messages.sendOtpFailed'))
      if (error instanceof ApiError && error.status === 400) toast.error(message)
      setFormError(message)
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-ink-600">{t('auth:forgot.emailStep')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && translateMessage(errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth:forgot.sending') : t('auth:forgot.send')}
      </Button>
    </form>
  )
}

function ResetOtpStep({
  email,
  lock,
  onVerified,
}: {
  email: string
  lock: ReturnType<typeof useOtpResendLock>
  onVerified: (resetToken: string) => void
}) {
  const { t } = useTranslation(['auth'])
  return (
    <OtpStep
      verify={async (otp) => {
        const answer = await verifyResetOtp({ email, otp })
        toast.success(t('auth:messages.otpVerifiedForReset'))
        onVerified(answer.data.resetToken)
      }}
      errorMessage={(error) => clientErrorMessage(error, t('auth:messages.invalidOtp'))}
      resend={() => forgotPassword(email)}
      resendFailedMessage={t('auth:messages.resendOtpFailed')}
      lock={lock}
      submitLabel={t('auth:forgot.verify')}
      intro={
        <p className="text-sm text-ink-600 [overflow-wrap:anywhere]">
          <Trans
            t={t}
            i18nKey="auth:forgot.otpStep"
            values={{ email }}
            components={{ strong: <strong dir="ltr" className="text-ink-900" /> }}
          />
        </p>
      }
    />
  )
}

function PasswordStep({
  email,
  resetToken,
  onDone,
}: {
  email: string
  resetToken: string
  onDone: () => void
}) {
  const { t } = useTranslation(['auth'])
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NewPasswordFormSchema>, unknown, z.output<typeof NewPasswordFormSchema>>({
    resolver: zodResolver(NewPasswordFormSchema),
  })

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null)
    try {
      await resetPassword({ email, newPassword, resetToken })
      toast.success(t('auth:messages.passwordResetDone'))
      onDone()
    } catch (error) {
      setFormError(clientErrorMessage(error, t('auth:messages.resetPasswordFailed')))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-ink-600">{t('auth:forgot.passwordStep')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <PasswordField
        label={t('auth:fields.newPassword')}
        hint={t('auth:fields.passwordRules', { min: PASSWORD_MIN_CHARS })}
        autoComplete="new-password"
        error={errors.newPassword?.message && translateMessage(errors.newPassword.message)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('auth:fields.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message && translateMessage(errors.confirmPassword.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth:forgot.resetting') : t('auth:forgot.reset')}
      </Button>
    </form>
  )
}
