import {
  EMIRATES,
  sumFils,
  toPricingProduct,
  volumeTierFor,
  withVatFils,
  type Emirate,
  type PricingSettings,
} from '@shop/contract'
import { ArrowLeft, ArrowRight, LoaderCircle, ShoppingBag, Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { toast } from 'sonner'
import { ButtonLink } from '../../../components/ui/button-link'
import { FiguresSummary } from '../../../components/ui/figures-summary'
import { ImagePlaceholder } from '../../../components/ui/image-placeholder'
import { QuantityStepper } from '../../../components/ui/quantity-stepper'
import { formatFils } from '../../../lib/format'
import { productHref } from '../../../lib/product-href'
import { maxQuantityOf, priceCart, type PricedCartLine } from '../cart-line'
import { useReconciledCart } from '../use-reconciled-cart'
import { useHydrated } from '../../../lib/use-hydrated'

/**
 * docs/product.md#for-shoppers Cart: the lines, the summary, and the empty state; checked against live data on
 * load. The summary prices with the owner's settings (`pricing`) and standard shipping to the emirate the
 * shopper picks here (Dubai until they pick; checkout prices for the address's own emirate).
 */
export function CartView({
  pricing,
  notice,
}: {
  pricing: PricingSettings
  /** What the shop's limits say about an order of this total (the route composes it), shown above the button. */
  notice?: (totalFils: number) => ReactNode
}) {
  const { t } = useTranslation(['cart', 'address'])
  const cart = useReconciledCart()
  const [emirate, setEmirate] = useState<Emirate>('dubai')
  // The cart lives in this browser's storage: the server's render of the page (and the hydration that takes
  // it over) keep its place, and the lines appear as soon as the app runs (docs/decisions/276).
  const hydrated = useHydrated()
  if (!hydrated) return <CartPending label={t('cart:loading')} />

  if (cart.lines.length === 0) {
    return (
      <div className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-14 text-center shadow-sm">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-ink-900 text-gold-300">
          <ShoppingBag aria-hidden="true" className="size-8" strokeWidth={1.5} />
        </div>
        <h2 className="mt-6 font-display text-2xl font-semibold text-ink-900">{t('cart:empty.title')}</h2>
        <p className="mt-3 text-ink-600">{t('cart:empty.text')}</p>
        <ButtonLink to="/products" className="mt-8">
          {t('cart:continueShopping')}
        </ButtonLink>
      </div>
    )
  }

  const totals = priceCart(cart.lines, pricing, { emirate, method: 'standard' })
  return (
    // The summary moves beside the lines only from xl: at lg the table's fixed columns need the full width, or
    // the product column shrinks to a word per line.
    <div className="grid items-start gap-8 xl:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" className="sr-only">
          {t('cart:items')}
        </h2>
        {cart.isChecking && (
          <p role="status" className="mb-4 flex items-center gap-2 text-sm text-ink-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t('cart:checking')}
          </p>
        )}
        {cart.checkError && (
          <p role="status" className="mb-4 rounded-xl bg-gold-100 px-4 py-3 text-sm text-gold-800">
            {t('cart:checkFailed')}
          </p>
        )}
        <div
          aria-hidden="true"
          className="hidden grid-cols-[6rem_1fr_8rem_7.5rem_8.5rem_2.75rem] gap-4 border-b border-line px-4 pb-3 text-xs font-semibold tracking-[0.15em] text-ink-500 uppercase lg:grid"
        >
          <span className="col-span-2">{t('cart:columns.product')}</span>
          <span>{t('cart:columns.quantity')}</span>
          <span className="text-end">{t('cart:columns.unitPrice')}</span>
          <span className="text-end">{t('cart:columns.total')}</span>
          <span />
        </div>
        <ul className="divide-y divide-line">
          {cart.pricedLines.map((priced) => (
            <CartLineRow
              key={priced.line.id}
              priced={priced}
              orderLevelShipping={
                totals.lines.length > 0 &&
                totals.lines.every((line) => line.shippingFils === 0) &&
                totals.shippingFils > 0
              }
              maxQuantity={maxQuantityOf(priced.line, cart.lines)}
              onQuantity={(quantity) => cart.setQuantity(priced.line.id, quantity)}
              onRemove={() => {
                cart.remove(priced.line.id)
                toast.error(t('cart:line.removed'))
              }}
            />
          ))}
        </ul>
        <ButtonLink to="/products" variant="secondary" className="mt-6">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('cart:continueShopping')}
        </ButtonLink>
      </section>

      <section
        aria-labelledby="cart-summary-heading"
        className="rounded-2xl border border-line bg-white p-6 shadow-sm xl:sticky xl:top-32"
      >
        <h2 id="cart-summary-heading" className="font-display text-2xl font-semibold text-ink-900">
          {t('cart:summary.title')}
        </h2>
        <label className="mt-5 block text-sm text-ink-700">
          <span className="mb-1 block font-medium">{t('cart:summary.deliverTo')}</span>
          <select
            value={emirate}
            onChange={(event) => setEmirate(event.target.value as Emirate)}
            className="w-full rounded-xl border border-line bg-white px-3 py-2 text-ink-900"
          >
            {EMIRATES.map((value) => (
              <option key={value} value={value}>
                {t(`address:emirate.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <FiguresSummary figures={totals} totalLabel={t('cart:summary.totalToPay')} className="mt-5" />
        {/* The service charge is part of the total shown here: checkout asks exactly this figure. */}
        <p className="mt-4 rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-600">
          <Trans
            t={t}
            i18nKey="cart:summary.serviceCharge"
            values={{
              percent: totals.serviceChargePercent,
              total: formatFils(totals.totalFils),
            }}
            components={[
              <strong
                key="total"
                dir="ltr"
                className="font-semibold whitespace-nowrap text-ink-900 tabular-nums"
              />,
            ]}
          />
        </p>
        {notice?.(totals.totalFils)}
        <ButtonLink to="/checkout" className="mt-6 w-full">
          {t('cart:summary.proceed')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </ButtonLink>
        <p className="mt-4 text-center text-xs text-ink-500">{t('cart:summary.paidInBitcoin')}</p>
      </section>
    </div>
  )
}

function CartLineRow({
  orderLevelShipping,
  priced: { line, price },
  maxQuantity,
  onQuantity,
  onRemove,
}: {
  priced: PricedCartLine
  /** Shipping is one figure for the order (the emirate's price): no line ships free on its own. */
  orderLevelShipping: boolean
  maxQuantity: number
  onQuantity: (quantity: number) => void
  onRemove: () => void
}) {
  const { t } = useTranslation(['cart'])
  const [imageFailed, setImageFailed] = useState(false)
  const image = line.images[0]?.url
  return (
    <li
      aria-label={line.product_name}
      className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr] lg:grid-cols-[6rem_1fr_8rem_7.5rem_8.5rem_2.75rem] lg:items-center lg:gap-4 lg:px-4"
    >
      <div className="size-20 overflow-hidden rounded-xl border border-line bg-cream-100 sm:size-24">
        {image && !imageFailed ? (
          <img
            src={image}
            alt=""
            width={96}
            height={96}
            onError={() => setImageFailed(true)}
            className="h-full w-full object-contain p-2"
          />
        ) : (
          <ImagePlaceholder iconClassName="size-8" />
        )}
      </div>
      <div className="min-w-0">
        <LineDetails line={line} price={price} orderLevelShipping={orderLevelShipping} />
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-x-3 gap-y-2 lg:contents">
        <QuantityStepper
          value={line.quantity}
          max={maxQuantity}
          onChange={onQuantity}
          itemName={line.product_name}
          size="sm"
        />
        <p className="order-first w-full text-xs text-ink-600 lg:order-none lg:w-auto lg:text-end lg:text-sm">
          <span className="lg:sr-only">{t('cart:line.unitPrice')}</span>
          <span dir="ltr" className="whitespace-nowrap tabular-nums" data-figure="line-unit">
            {formatFils(withVatFils(price.unitFils, line.vat))}
          </span>
        </p>
        <p className="ms-auto text-sm font-semibold text-ink-900 lg:ms-0 lg:text-end">
          <span className="sr-only font-normal text-ink-600 min-[400px]:not-sr-only lg:sr-only">
            {t('cart:line.total')}
          </span>
          {/* Unit price x quantity with its VAT (as a buyer is shown every price); the summary breaks it down
              and adds shipping and the service charge once. */}
          <span dir="ltr" className="whitespace-nowrap tabular-nums" data-figure="line-subtotal">
            {formatFils(sumFils([price.subtotalFils, price.vatFils]))}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('cart:line.remove', { name: line.product_name })}
        className="col-start-1 row-start-2 grid size-10 place-items-center justify-self-center rounded-full lg:col-start-6 lg:row-start-1 text-ink-500 transition hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 aria-hidden="true" className="size-4.5" />
      </button>
    </li>
  )
}

function LineDetails({ line, price, orderLevelShipping }: PricedCartLine & { orderLevelShipping: boolean }) {
  const { t } = useTranslation(['cart'])
  const tier = volumeTierFor(toPricingProduct(line).volumeTiers, line.quantity)
  return (
    <>
      <h3 className="font-display text-base leading-snug font-semibold text-ink-900 sm:text-lg">
        <Link
          to={productHref(line.category.categoryName, line.sku)}
          className="hover:text-gold-700 hover:underline"
        >
          <bdi>{line.product_name}</bdi>
        </Link>
      </h3>
      {line.choices.some((choice) => !choice.fact) && (
        <ul className="mt-1 space-y-0.5 text-xs text-ink-600">
          {line.choices
            .filter((choice) => !choice.fact)
            .map((choice) => (
              <li key={choice.name}>
                {choice.name}: <span className="text-ink-800">{choice.value}</span>
              </li>
            ))}
        </ul>
      )}
      <p className="mt-1 text-xs text-ink-500">
        {line.vat > 0 ? t('cart:line.vat', { percent: line.vat }) : t('cart:line.noVat')}
        {tier && t('cart:line.volumeTier', { percent: tier.discountPercent, from: tier.minQuantity })}
        {price.shippingFils === 0 && !orderLevelShipping && t('cart:line.freeShipping')}
      </p>
    </>
  )
}

/** The room the cart takes, held while the stored cart cannot be read yet (the server's render of the page). */
function CartPending({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid items-start gap-8 xl:grid-cols-[1fr_22rem]">
      <div className="h-44 animate-pulse rounded-2xl bg-cream-100" />
      <div className="h-72 animate-pulse rounded-2xl bg-cream-100" />
    </div>
  )
}
