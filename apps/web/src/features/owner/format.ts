import { btcToSats, formatBtc } from '@shop/contract'

/** A wire BTC amount as the owner reads it: all 8 decimals and the unit (docs/product.md#rules-the-shop-keeps). */
export const formatBtcAmount = (btc: number) => `${formatBtc(btcToSats(btc))} BTC`
