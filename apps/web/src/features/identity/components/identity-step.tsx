import type { TFunction } from '@shop/contract/i18n'
import {
  IDENTITY_FILE_TYPES,
  IDENTITY_UPLOAD_MAX_BYTES_DEFAULT,
  type IdentityCheck,
  type IdentityDocumentKind,
  type IdentityDocumentSide,
  REQUIRED_SIDES,
} from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Button } from '../../../components/ui/button'
import { FilePicker } from '../../../components/ui/file-picker'
import { FormAlert } from '../../../components/ui/text-field'
import { aedNumber, languageOf, shopDateTime } from '../../../lib/identity-format'
import {
  identityCheckQueryKey,
  type UploadProblem,
  UploadError,
  uploadIdentity,
  useIdentityCheck,
} from '../api'

// docs/architecture.md#identity-checks-for-large-orders: what the payment page shows while a large order waits
// for the owner to check the buyer's identity: the upload of an Emirates ID (both sides) or a passport.

const MAX_MB = Math.floor(IDENTITY_UPLOAD_MAX_BYTES_DEFAULT / (1024 * 1024))
const ACCEPT = IDENTITY_FILE_TYPES.join(',')

/** A first look in the browser (the API decides by the file's content): a wrong type or size says so at once. */
function problemOf(file: File): UploadProblem | null {
  if (file.size > IDENTITY_UPLOAD_MAX_BYTES_DEFAULT) return 'tooLarge'
  if (file.type && !(IDENTITY_FILE_TYPES as readonly string[]).includes(file.type)) return 'fileType'
  return null
}

export function IdentityStep({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation(['kyc'])
  const check = useIdentityCheck(orderId)
  const [sendingAnother, setSendingAnother] = useState(false)
  if (!check.data) {
    if (check.isError) return <FormAlert>{t('kyc:errors.generic')}</FormAlert>
    return (
      <div role="status" aria-label={t('kyc:step.loading')} className="grid min-h-[50vh] place-items-center">
        <span className="size-10 animate-spin rounded-full border-3 border-gold-200 border-t-gold-600" />
      </div>
    )
  }
  const data = check.data.data
  const language = languageOf(i18n.language)
  const total = t('kyc:aed', { amount: aedNumber(language, data.totalPrice) })
  const sent = data.documents.length > 0 && !sendingAnother
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden className="size-8 shrink-0 text-gold-600" />
          <h1 className="font-display text-2xl font-semibold text-ink-900 sm:text-3xl">
            {t('kyc:step.title')}
          </h1>
        </div>
        <p className="mt-4 text-ink-700">
          {t('kyc:step.intro', {
            orderId: `\u2066${data.orderId}\u2069`,
            // First-strong isolate: "61,110.00 AED" reads left to right, "61,110.00 درهم" right to left.
            total: `\u2068${total}\u2069`,
          })}
        </p>
        <p className="mt-2 text-sm text-ink-600">
          {t('kyc:step.deadline', { deadline: shopDateTime(language, data.reviewDeadline) })}
        </p>
        {data.stockHeldUntil === null ? (
          <p className="mt-2 text-sm font-medium text-amber-800">{t('kyc:step.stockReleased')}</p>
        ) : (
          !sent && (
            <p className="mt-2 text-sm font-medium text-ink-700">
              {t('kyc:step.stockHeld', { until: shopDateTime(language, data.stockHeldUntil) })}
            </p>
          )
        )}
        {sent ? (
          <SentDocuments check={data} onSendAnother={() => setSendingAnother(true)} />
        ) : (
          <UploadForm orderId={orderId} onSent={() => setSendingAnother(false)} />
        )}
        <p className="mt-6 text-xs text-ink-500">{t('kyc:step.privacy')}</p>
      </div>
    </section>
  )
}

function SentDocuments({ check, onSendAnother }: { check: IdentityCheck; onSendAnother: () => void }) {
  const { t } = useTranslation(['kyc'])
  return (
    <div className="mt-6">
      <FormAlert tone="success">
        <strong className="block">{t('kyc:step.sentTitle')}</strong>
        {t('kyc:step.sentBody')}
      </FormAlert>
      <h2 className="mt-5 text-sm font-semibold text-ink-800">{t('kyc:step.sentList')}</h2>
      <ul className="mt-2 space-y-1 text-sm text-ink-700">
        {check.documents.map((document) => (
          <li key={document.id}>{fileLabel(t, document.kind, document.side)}</li>
        ))}
      </ul>
      {check.status === 'Awaiting verification' && (
        <Button variant="secondary" size="sm" className="mt-5" onClick={onSendAnother}>
          {t('kyc:step.sendAnother')}
        </Button>
      )}
    </div>
  )
}

/** The label of one file input (the passport has only its photo page). */
function fileLabel(t: TFunction, kind: IdentityDocumentKind, side: IdentityDocumentSide): string {
  if (kind === 'passport') return t('kyc:step.file.passport.front')
  return side === 'front' ? t('kyc:step.file.emiratesId.front') : t('kyc:step.file.emiratesId.back')
}

function UploadForm({ orderId, onSent }: { orderId: string; onSent: () => void }) {
  const { t } = useTranslation(['kyc'])
  const queryClient = useQueryClient()
  const id = useId()
  const [kind, setKind] = useState<IdentityDocumentKind>('emiratesId')
  const [files, setFiles] = useState<Partial<Record<IdentityDocumentSide, File>>>({})
  const [progress, setProgress] = useState<number | null>(null)
  const [problem, setProblem] = useState<UploadProblem | null>(null)
  const sides = REQUIRED_SIDES[kind]

  function choose(side: IdentityDocumentSide, file: File | undefined) {
    setProblem(file ? problemOf(file) : null)
    setFiles((current) => ({ ...current, [side]: file }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const chosen = sides.map((side) => files[side])
    if (chosen.some((file) => file === undefined)) return setProblem('missing')
    const early = chosen.flatMap((file) => (file ? [problemOf(file)] : [])).find((p) => p !== null)
    if (early) return setProblem(early)
    const front = files.front
    if (!front) return setProblem('missing')
    setProblem(null)
    setProgress(0)
    try {
      const check = await uploadIdentity(
        orderId,
        kind,
        { front, back: kind === 'emiratesId' ? files.back : undefined },
        setProgress,
      )
      queryClient.setQueryData(identityCheckQueryKey(orderId), { success: true as const, data: check })
      onSent()
    } catch (error) {
      setProblem(error instanceof UploadError ? error.problem : 'generic')
    } finally {
      setProgress(null)
    }
  }

  const errorText =
    problem === null
      ? null
      : problem === 'tooLarge'
        ? t('kyc:errors.tooLarge', { size: MAX_MB })
        : t(`kyc:errors.${problem}`)
  return (
    <form className="mt-6 space-y-5" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-800">{t('kyc:step.kindLabel')}</legend>
        <div className="flex flex-wrap gap-3">
          {(['emiratesId', 'passport'] as const).map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-4 py-3 text-sm has-[:checked]:border-gold-500 has-[:checked]:bg-cream-100"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option)
                  setProblem(null)
                  // A photo chosen for the other document is not this one's: the pickers start empty again.
                  setFiles({})
                }}
              />
              {t(`kyc:step.kind.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {sides.map((side) => {
        const file = files[side]
        return (
          <FilePicker
            key={`${kind}-${side}`}
            label={fileLabel(t, kind, side)}
            accept={ACCEPT}
            files={file ? [file] : []}
            describedBy={`${id}-hint`}
            onChange={(chosen) => choose(side, chosen[0])}
          />
        )
      })}
      <p id={`${id}-hint`} className="text-sm text-ink-600">
        {t('kyc:step.fileHint', { size: MAX_MB })}
      </p>
      {errorText && <FormAlert>{errorText}</FormAlert>}
      {progress !== null && (
        <div>
          <progress
            className="h-2 w-full overflow-hidden rounded-full"
            max={100}
            value={progress}
            aria-label={t('kyc:step.progressLabel')}
          />
          <p className="mt-1 text-sm text-ink-600" role="status">
            {t('kyc:step.uploading', { percent: progress })}
          </p>
        </div>
      )}
      <Button type="submit" disabled={progress !== null}>
        {t('kyc:step.submit')}
      </Button>
    </form>
  )
}
