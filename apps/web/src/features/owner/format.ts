import { btcToSats, formatBtc } from '@shop/contract'

/** A wire BTC amount as the owner reads it: all 8 decimals and the unit (PRODUCT_SPEC §9). */
export const formatBtcAmount = (btc: number) => `${formatBtc(btcToSats(btc))} BTC`
