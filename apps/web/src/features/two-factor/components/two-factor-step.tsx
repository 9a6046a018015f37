import type { User } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { useTranslation } from '../../../lib/i18n'
import { passkeyOptions, verifyWithCode, verifyWithPasskey } from '../api'
import { signWithPasskey } from '../passkeys'

/**
 * The login's second step (docs/architecture.md#two-factor-sign-in-and-sessions): a code from the app or a
 * recovery code, or a passkey, answers the challenge login-user gave. An expired or spent challenge sends the
 * person back to the password.
 */
export function TwoFactorStep({
  challenge,
  methods,
  onSignedIn,
  onRestart,
}: {
  challenge: string
  methods: ('totp' | 'passkey' | 'recovery')[]
  onSignedIn: (user: User) => Promise<void>
  onRestart: () => void
}) {
  const { t } = useTranslation(['security', 'auth'])
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function run(work: () => Promise<{ data: User }>) {
    setError(null)
    setBusy(true)
    try {
      const session = await work()
      await onSignedIn(session.data)
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'TWO_FACTOR_CHALLENGE_INVALID') {
        onRestart()
        return
      }
      setError(clientErrorMessage(failure, t('auth:messages.unexpectedError')))
    } finally {
      setBusy(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(() => verifyWithCode(challenge, code))
  }

  const passkey = () =>
    run(async () => {
      const options = await passkeyOptions(challenge)
      return verifyWithPasskey(challenge, await signWithPasskey(options))
    })

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="font-display text-xl font-semibold text-ink-900">
        {t('security:login.title')}
      </h2>
      {error && <FormAlert>{error}</FormAlert>}
      {methods.includes('totp') || methods.includes('recovery') ? (
        <>
          <p className="text-sm text-ink-600">{t('security:login.intro')}</p>
          <TextField
            label={t('security:login.codeLabel')}
            autoComplete="one-time-code"
            autoFocus
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            hint={t('security:login.recoveryHint')}
          />
          <Button type="submit" className="w-full" disabled={busy || code.trim() === ''}>
            {busy ? t('security:login.submitting') : t('security:login.submit')}
          </Button>
        </>
      ) : null}
      {methods.includes('passkey') && (
        <Button variant="secondary" className="w-full" onClick={() => void passkey()} disabled={busy}>
          {t('security:login.passkey')}
        </Button>
      )}
      <button
        type="button"
        onClick={onRestart}
        className="block w-full text-center text-sm font-medium text-gold-700 hover:underline"
      >
        {t('security:login.back')}
      </button>
    </form>
  )
}
