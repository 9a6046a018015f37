import { ENDPOINTS, type OrderItem, type ProductDetail } from '@shop/contract'
import { ShoppingCart } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ApiError, call } from '../../../lib/api-client'
import { unexpectedAnswerText } from '../../../lib/client-error-text'
import { formatLineDetails } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { lineName } from '../../../lib/line-name'
import { useNavigate } from '../../../lib/router'
import { loadCartReader, readCart, writeCart } from '../cart-store'
import { putBackLines, type OrderLineToPutBack, type PutBackReport } from '../put-back'
import { PutBackReportList, type PutBackState } from './put-back-report'

/** The product as the shop sells it now, or null when it no longer does (404: archived, unpublished). */
async function liveProduct(id: number): Promise<ProductDetail | null> {
  try {
    return (await call(ENDPOINTS.getProduct, { params: { id } })).data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** An order line as the report names it: the product as bought and its options ("Nova 15 Pro (256 GB · Black)"). */
function toPutBack(item: OrderItem): OrderLineToPutBack {
  const details = formatLineDetails(item)
  return {
    productId: item.productId,
    optionIds: item.optionIds,
    quantity: item.quantity,
    name: details ? `${lineName(item)} (${details})` : lineName(item),
  }
}

/**
 * "Put these items back in the cart" for a Timeout or Cancelled order (docs/decisions/267): each line's
 * product, with the options bought and the quantity, read from the live catalog and added to the cart; then
 * the cart, which says what did not go in. When nothing could go in, the page itself says why and stays.
 */
export function PutBackInCart({ lines }: { lines: readonly OrderItem[] }) {
  const { t } = useTranslation(['cart'])
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [nothingAdded, setNothingAdded] = useState<PutBackReport | null>(null)
  const [error, setError] = useState<string | null>(null)

  const putBack = async () => {
    setBusy(true)
    setError(null)
    setNothingAdded(null)
    try {
      const ids = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))]
      const products = new Map(await Promise.all(ids.map(async (id) => [id, await liveProduct(id)] as const)))
      await loadCartReader()
      // Read now, not from a render: another tab may have changed the cart meanwhile.
      const result = putBackLines(readCart(), lines.map(toPutBack), products)
      if (result.report.added === 0) {
        setNothingAdded(result.report)
        setBusy(false)
        return
      }
      writeCart(result.lines)
      const state: PutBackState = { putBack: result.report }
      void navigate('/cart', { state })
    } catch (caught) {
      // Nothing was written: the cart is as it was, and the button may be tried again.
      setError(caught instanceof ApiError ? caught.message : unexpectedAnswerText())
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3">
      <Button onClick={() => void putBack()} disabled={busy} aria-busy={busy}>
        <ShoppingCart aria-hidden="true" className="size-4.5" />
        {busy ? t('cart:putBack.adding') : t('cart:putBack.button')}
      </Button>
      {nothingAdded && <PutBackReportList report={nothingAdded} heading={t('cart:putBack.noneAdded')} />}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
