import { toast } from 'sonner'
import { AuthCard } from '../features/auth/components/auth-card'
import { useSetSignedInUser } from '../features/auth/api'
import { AcceptInvitationForm } from '../features/staff/components/accept-invitation-form'
import { useTranslation } from '../lib/i18n'
import { useNavigate, useSearchParams } from '../lib/router'
import { usePageTitle } from '../lib/use-page-title'

/** /accept-invitation?token=…: the page a staff invitation's mail links to; signed in, the member goes to the back office. */
export function Component() {
  const { t } = useTranslation(['staff'])
  usePageTitle(t('staff:accept.pageTitle'))
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const setSignedInUser = useSetSignedInUser()
  return (
    <AuthCard title={t('staff:accept.pageTitle')} subtitle={t('staff:accept.subtitle')}>
      <AcceptInvitationForm
        token={params.get('token') ?? ''}
        onAccepted={(user) => {
          void setSignedInUser(user)
          toast.success(t('staff:accept.welcome'))
          void navigate('/admin', { replace: true })
        }}
      />
    </AuthCard>
  )
}
