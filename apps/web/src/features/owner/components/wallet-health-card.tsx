import { TriangleAlert, Wallet } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { LoadError } from '../../../components/ui/status-message'
import { useWalletHealth } from '../api'

/**
 * docs/architecture.md#orders-stock-and-payment: how far the wallet's unused addresses run against the gap limit the owner's wallet scans
 * (WALLET_GAP_LIMIT), with a warning near it and an alert over it.
 */
export function WalletHealthCard() {
  const { t } = useTranslation(['owner'])
  const health = useWalletHealth()
  if (health.isPending) {
    return (
      <div
        role="status"
        aria-label={t('owner:wallet.loading')}
        className="h-40 animate-pulse rounded-2xl bg-cream-200"
      />
    )
  }
  if (health.isError) {
    return (
      <LoadError
        message={health.error.message}
        onRetry={() => void health.refetch()}
        isRetrying={health.isFetching}
      />
    )
  }
  const wallet = health.data.data
  const figures = [
    [t('owner:wallet.issued'), wallet.addressesIssued],
    [t('owner:wallet.used'), wallet.addressesUsed],
    [t('owner:wallet.longest'), wallet.longestUnusedRun],
    [t('owner:wallet.trailing'), wallet.trailingUnusedRun],
  ] as const
  const filledPercent = Math.min(100, Math.round((wallet.longestUnusedRun / wallet.gapLimit) * 100))
  const barColour = { ok: 'bg-emerald-600', near: 'bg-amber-500', over: 'bg-red-600' }[wallet.alert]

  return (
    <section
      aria-labelledby="wallet-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-3">
        <Wallet aria-hidden="true" className="size-5 text-gold-700" />
        <h2 id="wallet-heading" className="font-display text-xl font-semibold text-ink-900">
          {t('owner:wallet.title')}
        </h2>
        <span className="rounded-full bg-cream-200 px-2.5 py-0.5 text-xs font-semibold text-ink-700">
          {wallet.network}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-cream-100 px-4 py-3">
            <dt className="text-xs text-ink-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-ink-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="flex justify-between text-xs text-ink-600">
          <span id="gap-meter-label">{t('owner:wallet.meter')}</span>
          <span className="tabular-nums">
            {t('owner:wallet.of', { run: wallet.longestUnusedRun, limit: wallet.gapLimit })}
          </span>
        </div>
        <div
          role="meter"
          aria-labelledby="gap-meter-label"
          aria-valuemin={0}
          aria-valuemax={wallet.gapLimit}
          aria-valuenow={Math.min(wallet.longestUnusedRun, wallet.gapLimit)}
          aria-valuetext={t('owner:wallet.of', { run: wallet.longestUnusedRun, limit: wallet.gapLimit })}
          className="mt-1 h-2 overflow-hidden rounded-full bg-cream-200"
        >
          <div className={`h-full rounded-full ${barColour}`} style={{ width: `${filledPercent}%` }} />
        </div>
      </div>
      {wallet.alert === 'over' ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{t('owner:wallet.overTitle')}</strong>
            <Trans
              t={t}
              i18nKey="owner:wallet.over"
              values={{
                run: wallet.longestUnusedRun,
                limit: wallet.gapLimit,
                needed: wallet.gapLimitNeeded,
              }}
              components={[<strong />, <code dir="ltr" />]}
            />
          </span>
        </p>
      ) : wallet.alert === 'near' ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{t('owner:wallet.nearTitle')}</strong>
            {t('owner:wallet.near', { run: wallet.longestUnusedRun, limit: wallet.gapLimit })}
          </span>
        </p>
      ) : (
        <p className="mt-4 text-sm text-ink-600">{t('owner:wallet.ok', { limit: wallet.gapLimit })}</p>
      )}
    </section>
  )
}
