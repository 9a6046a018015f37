import { useState } from 'react'
import { useTranslation } from '../../lib/i18n'
import { toast } from 'sonner'
import { clientErrorMessage } from '../../lib/client-error-message'

/**
 * The "Resend code" button's behaviour, shared by account verification and password reset: send, start the
 * 60 s lock, and say how it went (packages/contract/src/messages.ts messages; `failureMessage` differs between the two pages).
 */
export function useResendCode(
  send: () => Promise<unknown>,
  lock: { markSent(): void },
  failureMessage: string,
) {
  const { t } = useTranslation(['auth'])
  const [isResending, setIsResending] = useState(false)
  async function resend() {
    setIsResending(true)
    try {
      await send()
      lock.markSent()
      toast.success(t('auth:messages.otpResent'))
    } catch (error) {
      toast.error(clientErrorMessage(error, failureMessage))
    } finally {
      setIsResending(false)
    }
  }
  return { isResending, resend }
}
