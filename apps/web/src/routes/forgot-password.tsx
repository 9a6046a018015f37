import { Link } from 'react-router'
import { AuthCard } from '../features/auth/components/auth-card'
import { ForgotPasswordFlow } from '../features/auth/components/forgot-password-flow'
import { VisitorOnly } from '../features/auth/components/require-user'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Forgot Password')
  return (
    <VisitorOnly>
      <AuthCard
        title="Forgot Password"
        footer={
          <Link to="/login" className="font-semibold text-gold-700 hover:underline">
            Back to Sign In
          </Link>
        }
      >
        <ForgotPasswordFlow />
      </AuthCard>
    </VisitorOnly>
  )
}
