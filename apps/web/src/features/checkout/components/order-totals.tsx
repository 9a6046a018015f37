import { useTranslation } from '../../../lib/i18n'
import { FiguresSummary } from '../../../components/ui/figures-summary'

/** The totals of an order in fils (from the contract's `priceOrder`, docs/architecture.md#pricing). */
export interface Totals {
  subtotalFils: number
  vatFils: number
  serviceChargeFils: number
  /** The percent the service charge was priced with (its label); the default when absent. */
  serviceChargePercent?: number
  shippingFils: number
  totalFils: number
}

/** Sub-total, VAT, shipping ('Free' at zero), the service charge and the total, each once. */
export function OrderTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation(['checkout'])
  return <FiguresSummary figures={totals} totalLabel={t('checkout:details.totalToPay')} />
}
