import { TriangleAlert, Wallet } from 'lucide-react'
import { LoadError } from '../../../components/ui/status-message'
import { useWalletHealth } from '../api'

/**
 * docs/architecture.md#orders-stock-and-payment: how far the wallet's unused addresses run against the gap limit the owner's wallet scans
 * (WALLET_GAP_LIMIT), with a warning near it and an alert over it.
 */
export function WalletHealthCard() {
  const health = useWalletHealth()
  if (health.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading wallet"
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
    ['Addresses handed out', wallet.addressesIssued],
    ['Addresses paid', wallet.addressesUsed],
    ['Longest unused run', wallet.longestUnusedRun],
    ['Unused since the last payment', wallet.trailingUnusedRun],
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
          Wallet
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
          <span id="gap-meter-label">Longest unused run against your wallet&apos;s gap limit</span>
          <span className="tabular-nums">
            {wallet.longestUnusedRun} of {wallet.gapLimit}
          </span>
        </div>
        <div
          role="meter"
          aria-labelledby="gap-meter-label"
          aria-valuemin={0}
          aria-valuemax={wallet.gapLimit}
          aria-valuenow={Math.min(wallet.longestUnusedRun, wallet.gapLimit)}
          aria-valuetext={`${wallet.longestUnusedRun} of ${wallet.gapLimit}`}
          className="mt-1 h-2 overflow-hidden rounded-full bg-cream-200"
        >
          <div className={`h-full rounded-full ${barColour}`} style={{ width: `${filledPercent}%` }} />
        </div>
      </div>
      {wallet.alert === 'over' ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Over the gap limit.</strong> {wallet.longestUnusedRun} unused addresses in a row: a wallet
            that stops after {wallet.gapLimit} does not show the payments beyond them. Set your wallet&apos;s
            gap limit to at least <strong>{wallet.gapLimitNeeded}</strong> (Sparrow: Settings, Gap limit;
            Electrum: <code>wallet.change_gap_limit({wallet.gapLimitNeeded})</code> in the console), then set
            WALLET_GAP_LIMIT to match.
          </span>
        </p>
      ) : wallet.alert === 'near' ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Near the gap limit.</strong> {wallet.longestUnusedRun} unused addresses in a row, and your
            wallet stops looking after {wallet.gapLimit}. Raise its gap limit (200 or more) before the run
            reaches it, then set WALLET_GAP_LIMIT to match.
          </span>
        </p>
      ) : (
        <p className="mt-4 text-sm text-ink-600">
          Your wallet&apos;s gap limit of {wallet.gapLimit} sees every payment so far.
        </p>
      )}
    </section>
  )
}
