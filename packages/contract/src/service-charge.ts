import { SERVICE_CHARGE_PERCENT } from './limits.js'

/**
 * What the 5 % service charge is, in a few plain sentences, for the FAQ, the Terms and anyone else who explains it.
 * The rule itself is `priceOrder` in pricing.ts.
 */
export const SERVICE_CHARGE_EXPLAINED = `Every order carries a service charge of ${SERVICE_CHARGE_PERCENT} % of its subtotal: the items' prices times their quantities, before VAT and shipping, rounded to the nearest fils. It is the shop's fee for handling your order and its Bitcoin payment, charged once per order; no VAT is added to it. It is shown on its own line in the cart, at checkout, on the payment page and in every order mail, and it is part of the total you pay.`
