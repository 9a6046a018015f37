import { DEFAULT_SHOP_SETTINGS, isEmirate, type ShippingMethod, type User } from '@shop/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../lib/i18n'
import { Navigate, useNavigate } from '../lib/router'
import { useHydrated } from '../lib/use-hydrated'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { useAddresses } from '../features/addresses/api'
import { AddressPicker } from '../features/addresses/components/address-picker'
import { preferredAddressId } from '../features/addresses/preferred-address'
import { RequireUser } from '../features/auth/components/require-user'
import { priceCart, type PricedCartLine } from '../features/cart/cart-line'
import { shopSettingsQueryKey, useShopSettings } from '../features/shop-settings/api'
import { orderLimitsQueryKey, useOrderLimits } from '../features/order-limits/api'
import { OrderLimitNotice } from '../features/order-limits/components/order-limit-notice'
import { cartValidationQueryKey, useReconciledCart } from '../features/cart/use-reconciled-cart'
import type { CheckoutLine } from '../features/checkout/checkout-line'
import { OrderSummary } from '../features/checkout/components/order-summary'
import { PlaceOrderPanel } from '../features/checkout/components/place-order-panel'
import { PriceFreshness } from '../features/metal-prices/components/price-freshness'
import { usePageTitle } from '../lib/use-page-title'
import { USER_SCOPED_QUERY_ROOT } from '../lib/user-scoped-query'

/** The cart's lines as checkout reads them (features do not import each other; the route maps). */
function toCheckoutLine({ line, price }: PricedCartLine): CheckoutLine {
  return {
    id: line.id,
    productId: line.productId,
    optionIds: line.optionIds,
    productName: line.product_name,
    imageUrl: line.images[0]?.url ?? null,
    choices: line.choices,
    metalType: line.metal_type,
    variantKey: line.selectedVariantKey,
    quantity: line.quantity,
    price,
  }
}

export function Component() {
  const { t } = useTranslation(['checkout'])
  usePageTitle(t('checkout:title'))
  return <RequireUser>{(user) => <CheckoutPage user={user} />}</RequireUser>
}

function CheckoutPage({ user }: { user: User }) {
  const cart = useReconciledCart()
  const addresses = useAddresses(user.id)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { t } = useTranslation(['checkout'])
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null)
  // Once the order is placed the cart is emptied: that must not bounce the shopper to /cart.
  const [placed, setPlaced] = useState(false)
  const shop = useShopSettings()
  const limits = useOrderLimits(true)
  const [chosenMethod, setShippingMethod] = useState<ShippingMethod>('standard')

  // The cart lives in this browser's storage: the server's render (and the hydration that takes it over) show
  // the buyer's addresses and keep the cart's places until the app can read it (docs/decisions/276).
  const hydrated = useHydrated()

  // docs/product.md#for-shoppers: an empty cart has nothing to check out.
  if (hydrated && cart.lines.length === 0 && !placed) return <Navigate to="/cart" replace />

  const addressList = addresses.data ?? []
  const selectedId = chosenAddressId ?? preferredAddressId(addressList)
  const selected = addressList.find((address) => address.id === selectedId) ?? null
  // The owner's rules for the chosen address's emirate; express only while the owner offers it.
  const express = shop.settings.shipping.express.enabled ? shop.settings.shipping.express : null
  const shippingMethod: ShippingMethod = express ? chosenMethod : 'standard'
  const totals = priceCart(cart.lines, shop.settings, {
    emirate: selected && isEmirate(selected.emirate) ? selected.emirate : null,
    method: shippingMethod,
  })

  return (
    <div className="page-container py-8 sm:py-12">
      <Breadcrumb
        items={[
          { label: t('checkout:breadcrumb.home'), to: '/' },
          { label: t('checkout:breadcrumb.cart'), to: '/cart' },
          { label: t('checkout:breadcrumb.checkout') },
        ]}
      />
      <h1 className="mt-5 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
        {t('checkout:title')}
      </h1>
      {hydrated && <OrderLimitNotice limits={limits} totalFils={totals.totalFils} className="mt-4" />}
      {cart.checkError && (
        <p role="status" className="mt-4 rounded-xl bg-gold-100 px-4 py-3 text-sm text-gold-800">
          {t('checkout:loadProductsFailed')}
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_24rem] lg:gap-8">
        <div className="min-w-0 space-y-6">
          {hydrated ? (
            <OrderSummary lines={cart.pricedLines.map(toCheckoutLine)} />
          ) : (
            <CartPending label={t('checkout:loadingCart')} className="h-48" />
          )}
          <AddressPicker userId={user.id} selectedId={selectedId} onSelect={setChosenAddressId} />
        </div>
        {!hydrated ? (
          <CartPending label={t('checkout:loadingCart')} className="h-[28rem]" />
        ) : (
          <div className="space-y-4 lg:sticky lg:top-36">
            <PriceFreshness
              withMetal={cart.lines.some((line) => line.dynamic_pricing)}
              holdMinutes={shop.settings.paymentWindowMinutes ?? DEFAULT_SHOP_SETTINGS.paymentWindowMinutes}
            />
            <PlaceOrderPanel
              userId={user.id}
              lines={cart.pricedLines.map(toCheckoutLine)}
              totals={totals}
              shippingMethod={shippingMethod}
              onShippingMethod={setShippingMethod}
              express={express}
              settingsReady={shop.ready}
              address={selected}
              addressMissing={selectedId !== null && addresses.isSuccess && selected === null}
              // Prices moved: re-read the cart's live products so its lines show the new prices too.
              onPricesMoved={() => {
                void queryClient.invalidateQueries({ queryKey: cartValidationQueryKey([]).slice(0, 2) })
                // The owner's charges or shipping may be what moved.
                void queryClient.invalidateQueries({ queryKey: shopSettingsQueryKey })
              }}
              onPlaced={(orderUniqueId) => {
                setPlaced(true)
                void queryClient.invalidateQueries({ queryKey: [USER_SCOPED_QUERY_ROOT, 'orders'] })
                void queryClient.invalidateQueries({ queryKey: orderLimitsQueryKey })
                // The toast is the one success message: the payment page is opened without its own greeting.
                void navigate(`/crypto-payment?${new URLSearchParams({ order: orderUniqueId }).toString()}`)
                cart.clear()
              }}
            />
          </div>
        )}
      </div>
    </div>
  )
}

/** The room a part of the page made of the cart takes, held while the stored cart cannot be read yet. */
function CartPending({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" aria-label={label} className={`animate-pulse rounded-2xl bg-cream-100 ${className}`} />
  )
}
