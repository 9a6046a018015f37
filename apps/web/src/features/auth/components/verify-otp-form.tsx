import { zodResolver } from '@hookform/resolvers/zod'
import { MESSAGES, OtpSchema } from '@shop/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { resendOtp, useSetSignedInUser, verifyUserOtp } from '../api'
import { useResendCode } from '../use-resend-code'
import { useOtpResendLock } from '../otp-resend-lock'
import { REDIRECT_PARAM, safeRedirectTarget } from '../redirect'
import { clearVerifyEmail } from '../session-email'
import { clientErrorMessage } from '../../../lib/api-client'

const OtpFormSchema = z.object({ otp: OtpSchema })

/** "Resend OTP", or "Resend OTP in 42s" while locked. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP'
}

/** docs/product.md#for-shoppers and docs/architecture.md#orders-stock-and-payment, §8: the code field, resend with its 60 s lock, then on to the redirect target. */
export function VerifyOtpForm({ email }: { email: string }) {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const setSignedInUser = useSetSignedInUser()
  const lock = useOtpResendLock()
  const notice = (location.state as { notice?: unknown } | null)?.notice
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
      const session = await verifyUserOtp({ email, otp })
      clearVerifyEmail()
      await setSignedInUser(session.data)
      navigate(safeRedirectTarget(searchParams.get(REDIRECT_PARAM)), { replace: true })
    } catch (error) {
      // packages/contract/src/messages.ts: a wrong code reads 'Failed to verify OTP. Try again.' on this page (the server's
      // wording is the forgot-password one); an expired or burned code and the rate limit keep theirs.
      const message = clientErrorMessage(error, MESSAGES.verifyOtpFailed)
      setFormError(message === MESSAGES.invalidOtp ? MESSAGES.verifyOtpFailed : message)
    }
  })

  const { isResending, resend: onResend } = useResendCode(
    () => resendOtp(email),
    lock,
    MESSAGES.resendOtpFailedShort,
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {typeof notice === 'string' && !formError && <FormAlert tone="success">{notice}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        error={errors.otp?.message}
        {...register('otp')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button
        variant="secondary"
        className="w-full"
        onClick={onResend}
        disabled={lock.isLocked || isResending}
      >
        {resendLabel(lock.secondsLeft)}
      </Button>
    </form>
  )
}
