import { MESSAGES } from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Laptop } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { endSession, sessionsKey, useSessions } from '../api'
import { SecurityCard } from './card'

/** Where the person is signed in: device, shortened address, last active; "End" signs that device out at once. */
export function SessionsCard() {
  const { t } = useTranslation(['security', 'common'])
  const queryClient = useQueryClient()
  const sessions = useSessions()

  async function end(id: string) {
    try {
      await endSession(id)
      toast.success(t('security:sessions.ended'))
      await queryClient.invalidateQueries({ queryKey: sessionsKey })
    } catch (failure) {
      toast.error(clientErrorMessage(failure, MESSAGES.badRequest))
    }
  }

  return (
    <SecurityCard id="sessions-heading" title={t('security:sessions.title')}>
      {sessions.isError && <LoadError message={clientErrorMessage(sessions.error, MESSAGES.badRequest)} />}
      <ul data-testid="sessions" className="divide-y divide-line">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-center gap-3">
              <Laptop aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
              <div className="min-w-0">
                <p className="font-medium text-ink-900">
                  {session.device}
                  {session.current && (
                    <span className="ms-2 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-800">
                      {t('security:sessions.current')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-ink-500">
                  {t('security:sessions.lastSeen', { when: formatDateTime(session.lastSeenAt) })}
                  {session.place && (
                    <>
                      {' · '}
                      {t('security:sessions.from', { place: session.place })}
                    </>
                  )}
                </p>
              </div>
            </div>
            {!session.current && (
              <Button variant="secondary" size="sm" onClick={() => void end(session.id)}>
                {t('security:sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </SecurityCard>
  )
}
