import { MESSAGES } from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { TWO_FACTOR_STALE_EVENT } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { useTranslation } from '../../../lib/i18n'
import {
  passkeyOptions,
  reverifyWithCode,
  reverifyWithPasskey,
  twoFactorStatusKey,
  useTwoFactorStatus,
} from '../api'
import { signWithPasskey } from '../passkeys'

/**
 * Asks for the second factor again when a sensitive owner action answered TWO_FACTOR_STALE (approving an
 * identity, recording a refund, pinning a price): a code or a passkey, then the person repeats the action.
 */
export function ReverifyPrompt() {
  const { t } = useTranslation(['security'])
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const status = useTwoFactorStatus(open)

  useEffect(() => {
    const show = () => {
      setCode('')
      setError(null)
      setOpen(true)
    }
    window.addEventListener(TWO_FACTOR_STALE_EVENT, show)
    return () => window.removeEventListener(TWO_FACTOR_STALE_EVENT, show)
  }, [])

  async function run(work: () => Promise<unknown>) {
    setError(null)
    setBusy(true)
    try {
      await work()
      setOpen(false)
      toast.success(t('security:reverify.done'))
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusKey })
    } catch (failure) {
      setError(clientErrorMessage(failure, MESSAGES.badRequest))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(() => reverifyWithCode(code))
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('security:reverify.title')}
      description={t('security:reverify.body')}
    >
      <form onSubmit={submit} className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <TextField
          label={t('security:login.codeLabel')}
          autoComplete="one-time-code"
          dir="ltr"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || code.trim() === ''}>
            {t('security:reverify.submit')}
          </Button>
          {(status.data?.passkeys.length ?? 0) > 0 && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void run(async () => reverifyWithPasskey(await signWithPasskey(await passkeyOptions())))
              }
            >
              {t('security:login.passkey')}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  )
}
