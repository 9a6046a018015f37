import { ClaimRefundBodySchema, type BuyerRefund } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { formatBtcAmount, formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { translateMessage } from '../../../lib/translate-message'
import { useBuyerRefund, useClaimRefund } from '../api'

/** The buyer's claim page: what is owed, the one address they give, and the transaction once it is sent. */
export function RefundClaim({ refundId }: { refundId: number }) {
  const { t } = useTranslation(['refunds'])
  const refund = useBuyerRefund(refundId)
  if (refund.isPending) return <div role="status" className="h-48 animate-pulse rounded-2xl bg-cream-200" />
  if (refund.isError) return <p role="alert">{t('refunds:buyer.notFound')}</p>
  return <RefundCard refund={refund.data.data} />
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-line py-2 last:border-b-0">
      <dt className="text-ink-600">{label}</dt>
      <dd dir="ltr" className="font-semibold text-ink-900">
        {value}
      </dd>
    </div>
  )
}

function RefundCard({ refund }: { refund: BuyerRefund }) {
  const { t } = useTranslation(['refunds'])
  return (
    <section className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h1 className="font-display text-2xl font-semibold text-ink-900">{t('refunds:buyer.heading')}</h1>
      <p className="mt-1 text-ink-600">
        {/* A sell-back's payout belongs to no order: its kind says what it pays for. */}
        {refund.orderId !== null && <>{t('refunds:buyer.ofOrder', { order: refund.orderId })} · </>}
        {t(`refunds:kind.${refund.kind}`)}
      </p>
      <p className="mt-3 inline-block rounded-full bg-cream-100 px-3 py-1 text-sm font-semibold text-ink-800">
        {t(`refunds:status.${refund.status}`)}
      </p>
      <dl className="mt-4 text-sm">
        <Row label={t('refunds:buyer.amount')} value={formatBtcAmount(refund.amount)} />
        {refund.feeShare !== null && (
          <Row label={t('refunds:buyer.feeShare')} value={formatBtcAmount(refund.feeShare)} />
        )}
        {refund.amountToPay !== null && (
          <Row label={t('refunds:buyer.toPay')} value={formatBtcAmount(refund.amountToPay)} />
        )}
      </dl>
      {refund.status === 'awaitingClaim' ? (
        <ClaimForm refundId={refund.refundId} />
      ) : (
        <div className="mt-5 space-y-2 text-sm">
          <p className="text-ink-600">{t('refunds:buyer.claimed')}</p>
          <p dir="ltr" className="break-all font-mono text-ink-900">
            {refund.address}
          </p>
          {refund.txid && (
            <>
              <p className="pt-2 text-ink-600">
                {t('refunds:buyer.paid')}
                {refund.paidAt ? ` · ${formatDateTime(refund.paidAt)}` : ''}
              </p>
              <p dir="ltr" data-testid="refund-txid" className="break-all font-mono text-ink-900">
                {refund.txid}
              </p>
            </>
          )}
        </div>
      )}
      <p className="mt-5 text-xs text-ink-500">{t('refunds:buyer.feeNote')}</p>
    </section>
  )
}

function ClaimForm({ refundId }: { refundId: number }) {
  const { t } = useTranslation(['refunds'])
  const claim = useClaimRefund(refundId)
  const [address, setAddress] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = ClaimRefundBodySchema.safeParse({ address })
    if (!parsed.success) {
      setProblem(translateMessage(parsed.error.issues[0]?.message ?? ''))
      return
    }
    setProblem(undefined)
    claim.mutate(parsed.data.address)
  }
  return (
    <form onSubmit={submit} noValidate className="mt-5 space-y-3">
      <TextField
        label={t('refunds:buyer.address')}
        name="address"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        error={problem ?? (claim.isError ? claim.error.message : undefined)}
        hint={t('refunds:buyer.addressHint')}
        className="[&_input]:font-mono"
      />
      <Button type="submit" disabled={claim.isPending}>
        {t('refunds:buyer.claim')}
      </Button>
    </form>
  )
}
