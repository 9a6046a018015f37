import { MESSAGES } from '@shop/contract'
import type { TwoFactorStatus } from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextField } from '../../../components/ui/text-field'
import { clientErrorMessage } from '../../../lib/client-error-message'
import { useTranslation } from '../../../lib/i18n'
import { regenerateRecoveryCodes, totpConfirm, totpDisable, totpStart, twoFactorStatusKey } from '../api'
import { SecurityCard } from './card'
import { RecoveryCodesList } from './recovery-codes'

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })))

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; secret: string; otpauthUri: string }
  | { kind: 'codes'; codes: string[] }

/** The authenticator app: enrol (QR code and key, then the first code), turn off, new recovery codes. */
export function TotpCard({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation(['security'])
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey })

  async function run(work: () => Promise<void>) {
    setError(null)
    setBusy(true)
    try {
      await work()
    } catch (failure) {
      setError(clientErrorMessage(failure, MESSAGES.badRequest))
    } finally {
      setBusy(false)
    }
  }

  const start = () =>
    run(async () => {
      const started = await totpStart()
      setCode('')
      setStep({ kind: 'enrolling', ...started })
    })

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const { recoveryCodes } = await totpConfirm(code)
      setCode('')
      setStep({ kind: 'codes', codes: recoveryCodes })
      toast.success(t('security:totp.turnedOn'))
      await refresh()
    })
  }

  const disable = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await totpDisable(code)
      setCode('')
      toast.success(t('security:totp.turnedOff'))
      await refresh()
    })
  }

  const regenerate = () =>
    run(async () => {
      const { recoveryCodes } = await regenerateRecoveryCodes(code)
      setCode('')
      setStep({ kind: 'codes', codes: recoveryCodes })
      await refresh()
    })

  return (
    <SecurityCard
      id="totp-heading"
      title={t('security:totp.title')}
      intro={status.totp ? t('security:totp.on') : t('security:totp.off')}
    >
      {error && <FormAlert>{error}</FormAlert>}
      {step.kind === 'codes' && (
        <RecoveryCodesList codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      )}
      {step.kind === 'enrolling' && (
        <form onSubmit={confirm} className="mt-2 grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
          <div className="mx-auto rounded-xl border border-line bg-white p-3" data-testid="totp-qr">
            <Suspense fallback={<div className="size-44" />}>
              <QRCodeSVG value={step.otpauthUri} size={176} title={t('security:totp.scan')} />
            </Suspense>
          </div>
          <div className="space-y-4">
            <p className="text-sm text-ink-700">{t('security:totp.scan')}</p>
            <div>
              <p className="text-sm font-medium text-ink-800">{t('security:totp.secretLabel')}</p>
              <code
                data-testid="totp-secret"
                dir="ltr"
                className="mt-1 block rounded-lg bg-cream-100 px-3 py-2 font-mono text-sm break-all text-ink-900"
              >
                {step.secret}
              </code>
            </div>
            <TextField
              label={t('security:totp.codeLabel')}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy || code.trim() === ''}>
                {t('security:totp.confirm')}
              </Button>
              <Button variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
                {t('security:totp.cancel')}
              </Button>
            </div>
          </div>
        </form>
      )}
      {step.kind === 'idle' && !status.totp && (
        <Button onClick={() => void start()} disabled={busy}>
          {t('security:totp.start')}
        </Button>
      )}
      {step.kind === 'idle' && status.totp && (
        <form onSubmit={disable} className="space-y-4">
          <p className="text-sm text-ink-600">
            {t('security:recovery.left', { count: status.recoveryCodesLeft })}
          </p>
          <TextField
            label={t('security:totp.disableLabel')}
            autoComplete="one-time-code"
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => void regenerate()}
              disabled={busy || code.trim() === ''}
            >
              {t('security:recovery.regenerate')}
            </Button>
            <Button type="submit" variant="danger" disabled={busy || code.trim() === ''}>
              {t('security:totp.disable')}
            </Button>
          </div>
        </form>
      )}
    </SecurityCard>
  )
}
