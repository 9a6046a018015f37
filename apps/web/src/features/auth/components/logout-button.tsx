import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { useNavigate } from '../../../lib/router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { cx } from '../../../lib/cx'
import { logoutUser, useClearSignedInUser } from '../api'

/**
 * docs/architecture.md#orders-stock-and-payment logout: asks first, calls the server, forgets the user and goes to /login. A failure says
 * so in a toast and keeps the shopper signed in.
 */
export function LogoutButton({ className }: { className?: string }) {
  const [asking, setAsking] = useState(false)
  const [pending, setPending] = useState(false)
  const navigate = useNavigate()
  const clearSignedInUser = useClearSignedInUser()
  const { t } = useTranslation(['auth'])

  async function logout() {
    setPending(true)
    try {
      await logoutUser()
      setAsking(false)
      // Forget the user before leaving: /login sends a signed-in visitor on, and a slow page load that
      // rendered it with the user still known bounced the shopper back to where they logged out.
      clearSignedInUser()
      void navigate('/login', { replace: true })
    } catch (error) {
      // The server's reason when it gave one (a 4xx in the page's language), else our own.
      const fallback = t('auth:logout.failed')
      toast.error(error instanceof ApiError ? clientErrorMessage(error, error.message || fallback) : fallback)
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={cx(className)}>
        <LogOut aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
        {t('auth:logout.button')}
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('auth:logout.title')}
        description={t('auth:logout.question')}
        confirmLabel={t('auth:logout.button')}
        pending={pending}
        onConfirm={() => void logout()}
      />
    </>
  )
}
