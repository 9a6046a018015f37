import { isStaffRole, type User } from '@shop/contract'
import { LockKeyhole } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '../../../components/ui/button-link'
import { PageNotice } from '../../../components/ui/status-message'
import { useTranslation } from '../../../lib/i18n'
import { useTwoFactorStatus } from '../api'
import { ReverifyPrompt } from './reverify-prompt'

/**
 * The back office for staff who must sign in with a second factor and have none yet: a page sending them to
 * enrol (every owner call would answer 403 TWO_FACTOR_REQUIRED). Others see the office, with the prompt that
 * asks for the factor again before a sensitive action.
 */
export function StaffTwoFactorGate({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation(['security'])
  const status = useTwoFactorStatus(isStaffRole(user.role))
  const missing = status.data?.required === true && !status.data.totp && status.data.passkeys.length === 0
  if (missing) {
    return (
      <PageNotice
        icon={<LockKeyhole aria-hidden="true" className="size-8" />}
        title={t('security:required.title')}
        actions={<ButtonLink to="/profile?tab=security">{t('security:required.action')}</ButtonLink>}
      >
        {t('security:required.body')}
      </PageNotice>
    )
  }
  return (
    <>
      {children}
      <ReverifyPrompt />
    </>
  )
}
