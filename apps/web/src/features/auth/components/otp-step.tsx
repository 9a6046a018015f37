import { zodResolver } from '@hookform/resolvers/zod'
import { OtpSchema } from '@shop/contract'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { translateMessage } from '../../../lib/translate-message'
import type { useOtpResendLock } from '../otp-resend-lock'
import { useResendCode } from '../use-resend-code'

const OtpFormSchema = z.object({ otp: OtpSchema })

export interface OtpStepProps {
  /** Checks the code with the server; throws when it is refused. */
  verify: (otp: string) => Promise<void>
  /** What the form says when `verify` threw (each page words a wrong code its own way). */
  errorMessage: (error: unknown) => string
  /** Sends a new code; its 60 s lock is `lock`. */
  resend: () => Promise<unknown>
  resendFailedMessage: string
  lock: ReturnType<typeof useOtpResendLock>
  submitLabel: string
  placeholder?: string
  /** A line above the form, e.g. which step of a flow this is. */
  intro?: ReactNode
  /** A success notice shown until the form shows an error. */
  notice?: string
}

/**
 * The mailed-code step, shared by account verification and password reset: the 6-digit field, the submit
 * button, and "Resend code" with its lock (docs/product.md#for-shoppers).
 */
export function OtpStep(props: OtpStepProps) {
  const { verify, errorMessage, lock } = props
  const { t } = useTranslation(['auth'])
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof OtpFormSchema>, unknown, z.output<typeof OtpFormSchema>>({
    resolver: zodResolver(OtpFormSchema),
  })

  const onSubmit = handleSubmit(async ({ otp }) => {
    setFormError(null)
    try {
      await verify(otp)
    } catch (error) {
      setFormError(errorMessage(error))
    }
  })

  const { isResending, resend: onResend } = useResendCode(props.resend, lock, props.resendFailedMessage)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {props.intro}
      {props.notice !== undefined && !formError && <FormAlert tone="success">{props.notice}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('auth:fields.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={props.placeholder}
        error={errors.otp?.message && translateMessage(errors.otp.message)}
        {...register('otp')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('auth:otp.submitting') : props.submitLabel}
      </Button>
      <Button
        variant="secondary"
        className="w-full"
        onClick={onResend}
        disabled={lock.isLocked || isResending}
      >
        {/* "Resend code", or "Resend code in 42s" while locked. */}
        {lock.secondsLeft > 0 ? t('auth:otp.resendIn', { seconds: lock.secondsLeft }) : t('auth:otp.resend')}
      </Button>
    </form>
  )
}
