import {
  aedToFils,
  filsToAed,
  type Address,
  type OrderPrice,
  type OrderQuote,
  type OutOfStockDetails,
  type ShippingMethod,
} from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { Modal } from '../../../components/ui/modal'
import { FormAlert } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { createOrder, keepsIdempotencyKey, newIdempotencyKey, orderFailure, orderPayload } from '../api'
import type { CheckoutLine } from '../checkout-line'
import { OrderTotals } from './order-totals'
import { PaymentMethodChoice } from './payment-method-choice'
import { ShippingMethodChoice } from './shipping-method-choice'

/** docs/product.md#rules-the-shop-keeps checkout rules, in the order the shopper should hear of them. */
function checkoutProblem(
  lines: readonly CheckoutLine[],
  address: Address | null,
  addressMissing: boolean,
  confirmed: boolean,
  t: TFunction,
): string | null {
  if (lines.length === 0) return t('checkout:problems.cartEmpty')
  if (addressMissing) return t('checkout:problems.addressNotFound')
  if (!address) return t('checkout:problems.selectShippingAddress')
  if (!confirmed) return t('checkout:problems.confirmRequired')
  return null
}

const CONFIRM_ID = 'checkout-confirm'

type Dialog =
  | { kind: 'none' }
  | { kind: 'failed'; refusal: string | null }
  | { kind: 'priceChanged'; quote: OrderQuote }
  | { kind: 'outOfStock'; products: OutOfStockDetails['products'] }

/**
 * docs/product.md#for-shoppers and docs/architecture.md#orders-stock-and-payment checkout: the order details panel with totals, the payment choice and Place Order. On
 * success the parent clears the cart and opens the payment page; on failure a toast and the failure modal;
 * a 409 "price moved" shows the server's new totals for the shopper to confirm and resubmit (docs/architecture.md#pricing).
 */
export function PlaceOrderPanel({
  userId,
  lines,
  totals,
  address,
  addressMissing,
  onPlaced,
  onPricesMoved,
  shippingMethod,
  onShippingMethod,
  express,
  settingsReady,
}: {
  userId: number
  lines: readonly CheckoutLine[]
  /** Priced with the owner's settings, the address's emirate and `shippingMethod`. */
  totals: OrderPrice
  shippingMethod: ShippingMethod
  onShippingMethod: (method: ShippingMethod) => void
  /** Express as the owner offers it; null when not offered. */
  express: { priceFils: number; maxDays: number } | null
  /** False until the shop's settings arrived: no order is placed on figures priced without them. */
  settingsReady: boolean
  /** The selected address; null when none is selected. */
  address: Address | null
  /** An address id is selected but is not in the address book (deleted elsewhere). */
  addressMissing: boolean
  onPlaced: (orderUniqueId: string) => void
  onPricesMoved: () => void
}) {
  const { t } = useTranslation(['checkout'])
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey)
  const [pending, setPending] = useState(false)
  const [tried, setTried] = useState(false)
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  // Checked again on every render once the shopper has tried: choosing an address clears the message.
  // A paid order cannot be taken back: the shopper ticks the Terms, 18+ and irreversibility before placing.
  const [confirmed, setConfirmed] = useState(false)
  const problem = tried ? checkoutProblem(lines, address, addressMissing, confirmed, t) : null

  async function place(totalFils: number) {
    setTried(true)
    if (checkoutProblem(lines, address, addressMissing, confirmed, t) || !address) {
      if (!confirmed) document.getElementById(CONFIRM_ID)?.focus()
      return
    }
    setPending(true)
    try {
      const order = await createOrder(
        orderPayload({ userId, address, lines, totals, shippingMethod, totalPrice: filsToAed(totalFils) }),
        idempotencyKey,
      )
      setDialog({ kind: 'none' })
      // The one success message after placing: the payment page does not greet again.
      toast.success(t('checkout:placed'))
      onPlaced(order.orderPayment.orderUniqueId)
    } catch (error) {
      if (!keepsIdempotencyKey(error)) setIdempotencyKey(newIdempotencyKey())
      const failure = orderFailure(error)
      if (failure.kind === 'priceChanged') {
        onPricesMoved()
        setDialog({ kind: 'priceChanged', quote: failure.quote })
      } else {
        toast.error(t('checkout:placementFailed'))
        setDialog(
          failure.kind === 'outOfStock'
            ? { kind: 'outOfStock', products: failure.products }
            : { kind: 'failed', refusal: failure.kind === 'failed' ? failure.refusal : null },
        )
      }
    } finally {
      setPending(false)
    }
  }

  const closeDialog = (open: boolean) => !open && setDialog({ kind: 'none' })

  return (
    <section
      aria-labelledby="details-heading"
      className="space-y-6 rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="details-heading" className="font-display text-2xl font-semibold text-ink-900">
        {t('checkout:details.heading')}
      </h2>
      <OrderTotals totals={totals} />
      {express && (
        <ShippingMethodChoice value={shippingMethod} onChange={onShippingMethod} express={express} />
      )}
      <PaymentMethodChoice />
      <label
        htmlFor={CONFIRM_ID}
        className={cx(
          'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm text-ink-700',
          tried && !confirmed ? 'border-red-300 bg-red-50' : 'border-line bg-cream-50',
        )}
      >
        <input
          id={CONFIRM_ID}
          type="checkbox"
          required
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          aria-invalid={tried && !confirmed}
          className="mt-0.5 size-5 shrink-0 accent-gold-600"
        />
        <span>
          <Trans
            t={t}
            i18nKey="checkout:details.confirm"
            components={{
              terms: <Link to="/terms" target="_blank" className="font-semibold text-gold-800 underline" />,
            }}
          />
        </span>
      </label>
      {problem && <FormAlert>{problem}</FormAlert>}
      <Button
        className="w-full"
        disabled={pending || !settingsReady}
        onClick={() => void place(totals.totalFils)}
      >
        {pending ? t('checkout:details.placing') : t('checkout:placeOrder')}
      </Button>

      <Modal
        open={dialog.kind === 'failed'}
        onOpenChange={closeDialog}
        title={t('checkout:failed.title')}
        description={(dialog.kind === 'failed' && dialog.refusal) || t('checkout:failed.text')}
      >
        <Button className="w-full" onClick={() => setDialog({ kind: 'none' })}>
          {t('checkout:failed.ok')}
        </Button>
      </Modal>

      <Modal
        open={dialog.kind === 'outOfStock'}
        onOpenChange={closeDialog}
        title={t('checkout:outOfStock.title')}
        description={t('checkout:outOfStock.text')}
      >
        {dialog.kind === 'outOfStock' && (
          <ul className="space-y-2 text-sm">
            {dialog.products.map((product) => (
              <li key={product.productId} className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
                {t('checkout:outOfStock.line', {
                  product: product.productName,
                  available: product.available,
                })}
              </li>
            ))}
          </ul>
        )}
      </Modal>

      <Modal
        open={dialog.kind === 'priceChanged'}
        onOpenChange={closeDialog}
        title={t('checkout:priceChanged.title')}
        description={t('checkout:priceChanged.text')}
      >
        {dialog.kind === 'priceChanged' && (
          <div className="space-y-5">
            <OrderTotals
              totals={{
                subtotalFils: aedToFils(dialog.quote.subtotal),
                vatFils: aedToFils(dialog.quote.totalVat),
                serviceChargeFils: aedToFils(dialog.quote.serviceCharge),
                ...(dialog.quote.serviceChargePercent === undefined
                  ? {}
                  : { serviceChargePercent: dialog.quote.serviceChargePercent }),
                shippingFils: aedToFils(dialog.quote.shippingCharge),
                totalFils: aedToFils(dialog.quote.totalPrice),
              }}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setDialog({ kind: 'none' })} disabled={pending}>
                {t('checkout:priceChanged.cancel')}
              </Button>
              <Button onClick={() => void place(aedToFils(dialog.quote.totalPrice))} disabled={pending}>
                {pending ? t('checkout:details.placing') : t('checkout:priceChanged.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </section>
  )
}
