import { tierUnitFils, volumeTierFor, withVatFils, type VolumeTier } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { cx } from '../../../lib/cx'
import { formatFils } from '../../../lib/format'

/**
 * The owner's volume tiers as a buyer compares them: each quantity band and its unit price with VAT, for the
 * options chosen (the cheapest while some are open), the band of the quantity now chosen marked.
 */
export function VolumeTierTable({
  tiers,
  netUnitFils,
  vatPercent,
  quantity,
}: {
  tiers: readonly VolumeTier[]
  netUnitFils: number
  vatPercent: number
  quantity: number
}) {
  const { t } = useTranslation(['catalog'])
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity)
  const bands = [{ minQuantity: 1, discountPercent: 0 }, ...sorted].map((tier, index, all) => ({
    tier,
    until: (all[index + 1]?.minQuantity ?? 0) - 1,
  }))
  const current = volumeTierFor(tiers, quantity)
  return (
    <table className="w-full text-sm" data-testid="volume-tiers">
      <caption className="mb-2 text-start text-sm font-semibold text-ink-900">
        {t('catalog:product.volumeTiers.title')}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('catalog:product.volumeTiers.quantity')}</th>
          <th scope="col">{t('catalog:product.volumeTiers.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {bands.map(({ tier, until }) => {
          const inBand = (current?.minQuantity ?? 1) === tier.minQuantity
          const unit = withVatFils(
            tierUnitFils(netUnitFils, tier.discountPercent > 0 ? tier : null),
            vatPercent,
          )
          return (
            <tr
              key={tier.minQuantity}
              aria-current={inBand || undefined}
              className={cx('border-t border-line', inBand && 'bg-gold-50 font-semibold')}
            >
              <th scope="row" className="py-1.5 ps-2 text-start font-normal text-ink-600">
                {until > 0
                  ? t('catalog:product.volumeTiers.range', { from: tier.minQuantity, to: until })
                  : t('catalog:product.volumeTiers.andUp', { from: tier.minQuantity })}
              </th>
              <td className="py-1.5 pe-2 text-end text-ink-900 tabular-nums">
                <bdi dir="ltr">{formatFils(unit)}</bdi>
                {tier.discountPercent > 0 && (
                  <span className="ms-2 text-xs text-emerald-700">
                    {t('catalog:product.volumeTiers.off', { percent: tier.discountPercent })}
                  </span>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
