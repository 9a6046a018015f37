import { ENDPOINTS } from '@shop/contract'
import { endpointUrl } from '../../lib/api-client'

/**
 * A block explorer's page for `address` (docs/product.md#for-shoppers Check Payment). Mainnet and testnet addresses go to
 * mempool.space. A regtest address lives on the shop's own development chain, which no public explorer
 * knows: it opens the development API's view of that address (development only, like the chain itself).
 */
export function explorerAddressUrl(address: string): string {
  const encoded = encodeURIComponent(address)
  if (/^bcrt1/i.test(address)) return endpointUrl(ENDPOINTS.devExplorerAddress, { params: { address } })
  if (/^(tb1|[mn2])/i.test(address)) return `https://mempool.space/testnet/address/${encoded}`
  return `https://mempool.space/address/${encoded}`
}

/** A mainnet address: bech32 `bc1…` or base58 `1…` / `3…`. */
const MAINNET_ADDRESS = /^(bc1|[13])/i

/**
 * A public explorer's page for a transaction, on mainnet only: a testnet or development transaction means
 * nothing to a buyer outside the shop, so the receipt shows its id without a link (null).
 */
export function explorerTxUrl(txid: string, paymentAddress: string): string | null {
  if (!MAINNET_ADDRESS.test(paymentAddress)) return null
  return `https://mempool.space/tx/${encodeURIComponent(txid)}`
}
