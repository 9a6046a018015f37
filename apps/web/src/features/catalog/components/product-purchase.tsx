import {
  maxQuantityPerOrder,
  percentOfFils,
  priceOrder,
  toPricingProduct,
  unitPriceFils,
  withVatFils,
  type PricingSettings,
  type ProductDetail,
} from '@shop/contract'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { useTranslation } from '../../../lib/i18n'
import {
  cheapestCompletion,
  isSelectionComplete,
  priceMayStillChange,
  type ChoiceGroup,
  type ProductSelection,
} from '../selection'
import { ChoiceRow, isChoice } from './choice-row'
import { ProductSpecifications } from './product-specifications'
import { PurchaseBar } from './purchase-bar'
import { PurchasePrice } from './purchase-price'
import { QuantityAndTotal } from './quantity-and-total'
import { VolumeTierTable } from './volume-tier-table'

/**
 * The purchase box of an in-stock product: its price, the choices, the quantity with the total checkout will ask,
 * Add to cart, the volume tiers and the one-value facts.
 */
export function ProductPurchase({
  product,
  groups,
  selection,
  onSelect,
  cartLine,
  onAddToCart,
  onChangeCartQuantity,
  pausedSince,
  settings,
  orderNotice,
}: {
  product: ProductDetail
  groups: ChoiceGroup[]
  selection: ProductSelection
  onSelect: (selection: ProductSelection) => void
  cartLine: { quantity: number; max: number } | null
  onAddToCart: (selection: ProductSelection, quantity: number) => void
  onChangeCartQuantity: (selection: ProductSelection, quantity: number) => void
  pausedSince: Date | null
  settings: PricingSettings
  orderNotice: ((totalFils: number) => ReactNode) | undefined
}) {
  const { t } = useTranslation(['catalog'])
  // The quantity to add while this combination is not in the cart; once it is, the stepper shows and edits
  // the cart's own quantity, so page and cart never disagree.
  const [toAdd, setToAdd] = useState(1)
  // The contract's one rule (stock, the owner's per-order cap, the line maximum), as create-order checks it.
  const maxQuantity = cartLine
    ? cartLine.max
    : maxQuantityPerOrder({ stock: product.stock, maxPerOrder: product.max_per_order })
  const quantity = Math.min(cartLine ? cartLine.quantity : toAdd, maxQuantity)
  const capped = product.max_per_order !== null && product.max_per_order <= product.stock
  const pricing = toPricingProduct(product)
  const optionIds = Object.values(selection.variants)
  const complete = isSelectionComplete(groups, selection)
  // docs/architecture.md#pricing: the contract's pricing, exactly what the API will charge (service charge included).
  // With the owner's settings (service charge, free shipping above an amount), as the cart will price it.
  const order = complete
    ? safely(() => priceOrder([{ product: pricing, optionIds, quantity }], settings))
    : null
  const line = order?.lines[0] ?? null
  // docs/architecture.md#pricing: shown with its VAT, the service charge named with what it adds to one unit.
  const netUnit = safely(() => unitPriceFils(pricing, cheapestCompletion(groups, selection)))
  const shownUnit = netUnit === null ? null : withVatFils(netUnit, pricing.vatPercent)
  const unitServiceCharge = netUnit === null ? null : percentOfFils(netUnit, settings.serviceChargePercent)

  const add = () => {
    if (!complete || !line) {
      toast.error(t('catalog:product.selectAllOptions'))
      return
    }
    onAddToCart(selection, quantity)
    toast.success(t('catalog:product.addedToCart'))
  }
  const changeQuantity = (next: number) => {
    if (cartLine) onChangeCartQuantity(selection, next)
    else setToAdd(next)
  }

  return (
    <div className="contents lg:mt-8 lg:block lg:space-y-6">
      <PurchasePrice
        product={product}
        settings={settings}
        pausedSince={pausedSince}
        from={priceMayStillChange(groups, selection)}
        shownUnitFils={shownUnit}
        unitServiceChargeFils={unitServiceCharge}
      />

      {groups.filter(isChoice).map((group) => (
        <ChoiceRow
          key={`${group.kind}-${group.name}`}
          group={group}
          selection={selection}
          onSelect={onSelect}
        />
      ))}

      <QuantityAndTotal
        quantity={quantity}
        maxQuantity={maxQuantity}
        onChange={changeQuantity}
        inCart={cartLine !== null}
        maxPerOrder={capped ? product.max_per_order : null}
        order={order}
        serviceChargePercent={settings.serviceChargePercent}
      />
      <PurchaseBar
        pausedSince={pausedSince}
        quantityInCart={cartLine ? cartLine.quantity : null}
        totalFils={order ? order.totalFils : null}
        onAdd={add}
      />
      {order && orderNotice?.(order.totalFils)}
      {netUnit !== null && pricing.volumeTiers && pricing.volumeTiers.length > 0 && (
        <VolumeTierTable
          tiers={pricing.volumeTiers}
          netUnitFils={netUnit}
          vatPercent={pricing.vatPercent}
          quantity={quantity}
        />
      )}
      <ProductSpecifications groups={groups.filter((group) => !isChoice(group))} />
    </div>
  )
}

function safely<T>(compute: () => T): T | null {
  try {
    return compute()
  } catch {
    return null
  }
}
