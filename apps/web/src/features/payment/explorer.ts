import { API_BASE, API_PATHS, apiPath } from '@shop/contract'

/**
 * A block explorer's page for `address` (PRODUCT_SPEC §2 Check Payment). Mainnet and testnet addresses go to
 * mempool.space. A regtest address lives on the shop's own development chain, which no public explorer
 * knows: it opens the development API's view of that address (development only, like the chain itself).
 */
export function explorerAddressUrl(address: string): string {
  const encoded = encodeURIComponent(address)
  if (/^bcrt1/i.test(address)) return API_BASE + apiPath(API_PATHS.dev.explorerAddress, { address })
  if (/^(tb1|[mn2])/i.test(address)) return `https://mempool.space/testnet/address/${encoded}`
  return `https://mempool.space/address/${encoded}`
}
