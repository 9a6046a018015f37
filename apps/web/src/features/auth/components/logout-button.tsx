import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
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

  async function logout() {
    setPending(true)
    try {
      await logoutUser()
      setAsking(false)
      await navigate('/login', { replace: true })
      clearSignedInUser()
    } catch (error) {
      toast.error(
        error instanceof Error && error.message ? error.message : 'Failed to log out. Please try again.',
      )
    } finally {
      setPending(false)
    }
  }

  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={cx(className)}>
        <LogOut aria-hidden="true" className="size-4.5" />
        Logout
      </button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Log out?"
        description="Are you sure you want to log out?"
        confirmLabel="Logout"
        pending={pending}
        onConfirm={() => void logout()}
      />
    </>
  )
}
