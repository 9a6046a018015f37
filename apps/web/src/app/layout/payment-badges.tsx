import { Bitcoin } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'

/** docs/product.md: Bitcoin is the one working method; Ethereum and USDT are shown as coming soon. */
export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap gap-2">
      <PaymentBadge name="Bitcoin" accepted logo={<BitcoinLogo />} />
      <PaymentBadge name="Ethereum" accepted={false} logo={<CoinLogo file="ethereum" />} />
      <PaymentBadge name="USDT" accepted={false} logo={<CoinLogo file="usdt" />} />
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

/**
 * The coming-soon coins' logos are files (public/payment) rather than inline SVG: drawn in the footer, they need
 * not travel in the JavaScript every page starts with.
 */
function CoinLogo({ file }: { file: string }) {
  return (
    <img
      src={`/payment/${file}.svg`}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      className="size-6"
    />
  )
}
