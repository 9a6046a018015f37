import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { resendOtp, useSetSignedInUser, verifyUserOtp } from '../api'
import { useOtpResendLock } from '../otp-resend-lock'
import { REDIRECT_PARAM, safeRedirectTarget } from '../redirect'
import { clearVerifyEmail } from '../session-email'
import { OtpStep } from './otp-step'

/** docs/product.md#for-shoppers: the code field, resend with its 60 s lock, then on to the redirect target. */
export function VerifyOtpForm({ email }: { email: string }) {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const setSignedInUser = useSetSignedInUser()
  const { t } = useTranslation(['auth'])
  const lock = useOtpResendLock()
  const notice = (location.state as { notice?: unknown } | null)?.notice
  // The email is forgotten once the page is left after a right code, not before: this page sends a visitor
  // with no email waiting to /login, and the redirect target may still be loading (a lazy page) when the
  // signed-in user arrives and renders it again.
  const verified = useRef(false)
  useEffect(
    () => () => {
      if (verified.current) clearVerifyEmail()
    },
    [],
  )

  return (
    <OtpStep
      verify={async (otp) => {
        const session = await verifyUserOtp({ email, otp })
        verified.current = true
        await setSignedInUser(session.data)
        navigate(safeRedirectTarget(searchParams.get(REDIRECT_PARAM)), { replace: true })
      }}
      errorMessage={(error) => {
        // packages/contract/src/messages.ts: a wrong code reads 'Failed to verify OTP. Try again.' on this page (the
        // server's wording is the forgot-password one); an expired or burned code and the rate limit keep theirs.
        if (error instanceof ApiError && error.code === 'INVALID_OTP')
          return t('auth:messages.verifyOtpFailed')
        return clientErrorMessage(error, t('auth:messages.verifyOtpFailed'))
      }}
      resend={() => resendOtp(email)}
      resendFailedMessage={t('auth:messages.resendOtpFailedShort')}
      lock={lock}
      submitLabel={t('auth:verify.submit')}
      placeholder={t('auth:verify.placeholder')}
      {...(typeof notice === 'string' ? { notice } : {})}
    />
  )
}
