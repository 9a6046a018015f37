import {
  ApproveIdentityBodySchema,
  IDENTITY_DOCUMENT_NUMBER_MAX_CHARS,
  IDENTITY_NAME_MAX_CHARS,
  ORDER_STATUS_NOTE_MAX_CHARS,
  type OwnerIdentityCheck,
} from '@shop/contract'
import { Download } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { Button } from '../../../components/ui/button'
import { FormAlert, INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { aedNumber, languageOf, shopDateTime } from '../../../lib/identity-format'
import {
  identityDocumentHref,
  useIdentityChecks,
  useIdentityDecision,
  useOwnerIdentityCheck,
} from '../identity-api'
import { Panel } from './owner-ui'

// docs/architecture.md#identity-checks-for-large-orders: the owner's side. The list of large orders waiting
// for a decision (on the dashboard), and the panel on an order's page with the documents and the decision.

/** Orders awaiting an identity check, nearest deadline first; nothing at all when none waits. */
export function IdentityReviewList({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(['kyc'])
  const checks = useIdentityChecks()
  const rows = checks.data?.data ?? []
  if (rows.length === 0) return null
  const language = languageOf(i18n.language)
  return (
    <Panel title={t('kyc:owner.listTitle')} {...(className ? { className } : {})}>
      <p className="mb-4 text-sm text-ink-600">{t('kyc:owner.listIntro')}</p>
      <div className="overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="text-xs uppercase tracking-wide text-ink-500">
            <tr>
              <th className="py-2 pe-4 text-start">{t('kyc:owner.column.order')}</th>
              <th className="py-2 pe-4 text-start">{t('kyc:owner.column.buyer')}</th>
              <th className="py-2 pe-4 text-end">{t('kyc:owner.column.total')}</th>
              <th className="py-2 pe-4 text-end">{t('kyc:owner.column.documents')}</th>
              <th className="py-2 text-start">{t('kyc:owner.column.deadline')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.orderId}>
                <td className="py-2 pe-4">
                  <Link
                    dir="ltr"
                    className="font-mono font-semibold text-gold-800 underline"
                    to={`/admin/order/${encodeURIComponent(row.orderId)}`}
                  >
                    {row.orderId}
                  </Link>
                </td>
                <td className="py-2 pe-4">
                  {row.buyer.name}
                  <span dir="ltr" className="block text-xs text-ink-500">
                    {row.buyer.email}
                  </span>
                </td>
                <td className="py-2 pe-4 text-end" dir="ltr">
                  {t('kyc:aed', { amount: aedNumber(language, row.totalPrice) })}
                </td>
                <td className="py-2 pe-4 text-end">{row.documentCount}</td>
                <td className="py-2">{shopDateTime(language, row.reviewDeadline)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}

/** An order's identity check on the owner's order page: shown when it waits or has documents. */
export function IdentityReviewPanel({
  orderUniqueId,
  className,
}: {
  orderUniqueId: string
  className?: string
}) {
  const { t } = useTranslation(['kyc'])
  const check = useOwnerIdentityCheck(orderUniqueId)
  const data = check.data?.data
  if (!data || (data.status !== 'Awaiting verification' && data.documents.length === 0)) return null
  return (
    <Panel title={t('kyc:owner.panelTitle')} {...(className ? { className } : {})}>
      <IdentityReviewBody check={data} />
    </Panel>
  )
}

function IdentityReviewBody({ check }: { check: OwnerIdentityCheck }) {
  const { t, i18n } = useTranslation(['kyc'])
  const language = languageOf(i18n.language)
  const waiting = check.status === 'Awaiting verification'
  return (
    <div className="space-y-4 text-sm">
      <p className="text-ink-700">
        {check.verified
          ? check.verified.name
            ? t('kyc:owner.verifiedAs', {
                date: shopDateTime(language, check.verified.at),
                kind: t(`kyc:owner.kind.${check.verified.kind}`),
                name: check.verified.name,
              })
            : t('kyc:owner.verifiedOn', {
                date: shopDateTime(language, check.verified.at),
                kind: t(`kyc:owner.kind.${check.verified.kind}`),
              })
          : t('kyc:owner.notVerified')}
      </p>
      {waiting && (
        <p className="text-ink-600">
          {t('kyc:owner.deadline', { deadline: shopDateTime(language, check.reviewDeadline) })}
        </p>
      )}
      {waiting && (
        <p className={check.stockHeldUntil ? 'text-ink-600' : 'font-medium text-amber-800'}>
          {check.stockHeldUntil
            ? t('kyc:owner.stockHeld', { until: shopDateTime(language, check.stockHeldUntil) })
            : t('kyc:owner.stockReleased')}
        </p>
      )}
      {check.documents.length === 0 ? (
        <p className="text-ink-600">{t('kyc:owner.noDocuments')}</p>
      ) : (
        <div>
          <h3 className="mb-2 font-semibold text-ink-800">{t('kyc:owner.documents')}</h3>
          <ul className="space-y-2">
            {check.documents.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {t(`kyc:owner.kind.${document.kind}`)} · {t(`kyc:owner.side.${document.side}`)} ·{' '}
                  <span dir="ltr">{shopDateTime(language, document.uploadedAt)}</span>
                </span>
                <a
                  className="inline-flex items-center gap-1 font-semibold text-gold-800 underline"
                  href={identityDocumentHref(document.id)}
                  download
                >
                  <Download aria-hidden className="size-4" />
                  {t('kyc:owner.download')}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {waiting && <Decision orderUniqueId={check.orderId} canApprove={check.documents.length > 0} />}
    </div>
  )
}

function Decision({ orderUniqueId, canApprove }: { orderUniqueId: string; canApprove: boolean }) {
  const { t } = useTranslation(['kyc'])
  const id = useId()
  const decision = useIdentityDecision(orderUniqueId)
  const [mode, setMode] = useState<'choose' | 'approving' | 'rejecting'>('choose')
  const [facts, setFacts] = useState({ name: '', documentNumber: '', dateOfBirth: '' })
  const [factsError, setFactsError] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState(false)
  const [outcome, setOutcome] = useState<'approved' | 'rejected' | 'failed' | null>(null)

  function approve(event: FormEvent) {
    event.preventDefault()
    // The contract's rule, the one the API applies: each field as the document shows it.
    const parsed = ApproveIdentityBodySchema.safeParse(facts)
    if (!parsed.success) return setFactsError(true)
    decision.mutate(
      { approve: true, facts: parsed.data },
      {
        onSuccess: () => setOutcome('approved'),
        onError: () => setOutcome('failed'),
      },
    )
  }

  function reject(event: FormEvent) {
    event.preventDefault()
    if (reason.trim() === '') return setReasonError(true)
    decision.mutate(
      { approve: false, reason: reason.trim() },
      {
        onSuccess: () => setOutcome('rejected'),
        onError: () => setOutcome('failed'),
      },
    )
  }

  return (
    <div className="space-y-3 border-t border-line pt-4">
      {outcome && (
        <FormAlert tone={outcome === 'failed' ? 'error' : 'success'}>{t(`kyc:owner.${outcome}`)}</FormAlert>
      )}
      {mode === 'choose' ? (
        <div className="flex flex-wrap gap-3">
          <Button size="sm" disabled={!canApprove || decision.isPending} onClick={() => setMode('approving')}>
            {t('kyc:owner.approve')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={decision.isPending}
            onClick={() => setMode('rejecting')}
          >
            {t('kyc:owner.reject')}
          </Button>
        </div>
      ) : mode === 'approving' ? (
        <form className="space-y-3" onSubmit={approve} noValidate>
          <p className="text-ink-600">{t('kyc:owner.approveIntro')}</p>
          {(
            [
              ['name', 'nameLabel', 'text', IDENTITY_NAME_MAX_CHARS],
              ['documentNumber', 'documentNumberLabel', 'text', IDENTITY_DOCUMENT_NUMBER_MAX_CHARS],
              ['dateOfBirth', 'dateOfBirthLabel', 'date', 10],
            ] as const
          ).map(([field, label, type, maxLength]) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`${id}-${field}`} className="block font-medium text-ink-800">
                {t(`kyc:owner.${label}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type={type}
                maxLength={maxLength}
                // A document number and a date read left to right on an Arabic page too.
                {...(field === 'name' ? {} : { dir: 'ltr' })}
                autoComplete="off"
                value={facts[field]}
                aria-invalid={factsError ? true : undefined}
                aria-describedby={factsError ? `${id}-facts-error` : undefined}
                onChange={(event) => {
                  setFacts((current) => ({ ...current, [field]: event.target.value }))
                  setFactsError(false)
                }}
                className={cx(INPUT_CLASS, factsError ? 'border-red-600' : 'border-line')}
              />
            </div>
          ))}
          {factsError && (
            <p id={`${id}-facts-error`} className="text-red-700">
              {t('kyc:owner.factsRequired')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" disabled={decision.isPending}>
              {t('kyc:owner.confirmApprove')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('choose')}>
              {t('kyc:owner.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <form className="space-y-3" onSubmit={reject} noValidate>
          <label htmlFor={`${id}-reason`} className="block font-medium text-ink-800">
            {t('kyc:owner.reasonLabel')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={ORDER_STATUS_NOTE_MAX_CHARS}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value)
              setReasonError(false)
            }}
            className={cx(INPUT_CLASS, reasonError ? 'border-red-600' : 'border-line')}
          />
          {reasonError && (
            <p id={`${id}-reason-error`} className="text-red-700">
              {t('kyc:owner.reasonRequired')}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" variant="danger" disabled={decision.isPending}>
              {t('kyc:owner.confirmReject')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('choose')}>
              {t('kyc:owner.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
