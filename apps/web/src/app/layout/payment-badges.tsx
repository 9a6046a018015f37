import { Bitcoin } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'

/** docs/product.md: Bitcoin is the one working method; Ethereum and USDT are shown as coming soon. */
export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap gap-2">
      <PaymentBadge name="Bitcoin" accepted logo={<BitcoinLogo />} />
      <PaymentBadge name="Ethereum" accepted={false} logo={<EthereumLogo />} />
      <PaymentBadge name="USDT" accepted={false} logo={<TetherLogo />} />
    </ul>
  )
}

function PaymentBadge({ name, accepted, logo }: { name: string; accepted: boolean; logo: ReactNode }) {
  const { t } = useTranslation(['common'])
  return (
    <li
      className={
        accepted
          ? 'flex items-center gap-2 rounded-xl border border-gold-400/50 bg-ink-800 py-1.5 ps-2 pe-3'
          : 'flex items-center gap-2 rounded-xl border border-cream-100/10 bg-ink-800/60 py-1.5 ps-2 pe-3 opacity-70'
      }
    >
      {logo}
      <span className="flex flex-col leading-tight">
        <span lang="en" className="text-sm font-semibold text-cream-50">
          {name}
        </span>
        <span className={accepted ? 'text-[0.68rem] text-gold-300' : 'text-[0.68rem] text-ink-300'}>
          {accepted ? t('common:footer.accepted') : t('common:footer.comingSoon')}
        </span>
      </span>
    </li>
  )
}

function BitcoinLogo() {
  return (
    <span aria-hidden="true" className="grid size-6 place-items-center rounded-full bg-[#f7931a]">
      <Bitcoin className="size-4 -rotate-12 text-white" strokeWidth={2.5} />
    </span>
  )
}

function EthereumLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-6">
      <circle cx="16" cy="16" r="16" fill="#627EEA" />
      <path fill="#fff" fillOpacity=".6" d="M16.5 4v8.9l7.5 3.3z" />
      <path fill="#fff" d="M16.5 4L9 16.2l7.5-3.3z" />
      <path fill="#fff" fillOpacity=".6" d="M16.5 22v6L24 17.6z" />
      <path fill="#fff" d="M16.5 28v-6L9 17.6z" />
      <path fill="#fff" fillOpacity=".2" d="M16.5 20.6l7.5-4.4-7.5-3.3z" />
      <path fill="#fff" fillOpacity=".6" d="M9 16.2l7.5 4.4v-7.7z" />
    </svg>
  )
}

function TetherLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-6">
      <circle cx="16" cy="16" r="16" fill="#26a17b" />
      <rect x="9" y="8.5" width="14" height="3.2" rx="0.4" fill="#fff" />
      <rect x="14.4" y="10" width="3.2" height="14.5" rx="0.4" fill="#fff" />
      <ellipse cx="16" cy="16.2" rx="7.2" ry="2.1" fill="none" stroke="#fff" strokeWidth="1.6" />
    </svg>
  )
}
