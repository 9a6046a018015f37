import { TriangleAlert, Wallet } from 'lucide-react'
import { LoadError } from '../../../components/ui/status-message'
import { useWalletHealth } from '../api'

/** DESIGN §5: how far the wallet's unused addresses run, and the gap limit the owner's wallet needs. */
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
  const needsRaise = wallet.gapLimitNeeded > wallet.defaultGapLimit
  const figures = [
    ['Addresses handed out', wallet.addressesIssued],
    ['Addresses paid', wallet.addressesUsed],
    ['Longest unused run', wallet.longestUnusedRun],
    ['Unused since the last payment', wallet.trailingUnusedRun],
  ] as const

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
      {needsRaise ? (
        <p role="alert" className="mt-4 flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Wallets stop looking after {wallet.defaultGapLimit} unused addresses in a row. Set your
            wallet&apos;s gap limit to at least <strong>{wallet.gapLimitNeeded}</strong> (Sparrow: Settings,
            Gap limit; Electrum: <code>wallet.change_gap_limit({wallet.gapLimitNeeded})</code> in the
            console), or some payments will not show in it.
          </span>
        </p>
      ) : (
        <p className="mt-4 text-sm text-ink-600">
          A wallet with the usual gap limit of {wallet.defaultGapLimit} sees every payment so far.
        </p>
      )}
    </section>
  )
}
