import type { TwoFactorStatus } from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/text-field'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { passkeyDelete, passkeyRegisterFinish, passkeyRegisterStart, twoFactorStatusKey } from '../api'
import { createPasskey } from '../passkeys'
import { SecurityCard } from './card'
import { RecoveryCodesList } from './recovery-codes'

/** The account's passkeys: add one (the browser's WebAuthn prompt), remove one. */
export function PasskeysCard({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation(['security'])
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)

  async function add() {
    setError(null)
    setBusy(true)
    try {
      const options = await passkeyRegisterStart()
      const response = await createPasskey(options)
      const added = await passkeyRegisterFinish(response)
      if (added.recoveryCodes) setCodes(added.recoveryCodes)
      toast.success(t('security:passkeys.added'))
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey })
    } catch (failure) {
      setError(clientErrorMessage(failure, t('security:passkeys.failed')))
    } finally {
      setBusy(false)
    }
  }

  async function remove(id: string) {
    setError(null)
    try {
      await passkeyDelete(id)
      toast.success(t('security:passkeys.removed'))
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey })
    } catch (failure) {
      setError(clientErrorMessage(failure, t('security:passkeys.failed')))
    }
  }

  return (
    <SecurityCard
      id="passkeys-heading"
      title={t('security:passkeys.title')}
      intro={t('security:passkeys.intro')}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {codes && <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />}
      {status.passkeys.length === 0 ? (
        <p className="text-sm text-ink-500">{t('security:passkeys.none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {status.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 py-3">
              <div className="flex items-center gap-3">
                <KeyRound aria-hidden="true" className="size-5 text-gold-600" />
                <div>
                  <p className="font-medium text-ink-900">{passkey.name}</p>
                  <p className="text-xs text-ink-500">
                    {passkey.lastUsedAt
                      ? t('security:passkeys.lastUsed', { when: formatDateTime(passkey.lastUsedAt) })
                      : t('security:passkeys.neverUsed')}
                  </p>
                </div>
              </div>
              <Button variant="ghost" size="sm" onClick={() => void remove(passkey.id)}>
                {t('security:passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-4" variant="secondary" onClick={() => void add()} disabled={busy}>
        {t('security:passkeys.add')}
      </Button>
    </SecurityCard>
  )
}
