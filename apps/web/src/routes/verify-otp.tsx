import { Navigate } from 'react-router'
import { AuthCard } from '../features/auth/components/auth-card'
import { VerifyOtpForm } from '../features/auth/components/verify-otp-form'
import { readVerifyEmail } from '../features/auth/session-email'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Verify Account')
  // docs/product.md#for-shoppers: without the email waiting for verification there is nothing to verify.
  const email = readVerifyEmail()
  if (!email) return <Navigate to="/login" replace />
  return (
    <AuthCard
      title="Verify Account"
      subtitle={
        <>
          Enter the 6-digit code we sent to <strong className="text-ink-900">{email}</strong>.
        </>
      }
    >
      <VerifyOtpForm email={email} />
    </AuthCard>
  )
}
