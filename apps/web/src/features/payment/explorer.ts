/**
 * A public block explorer's page for `address` (PRODUCT_SPEC §2 Check Payment), or null for a local regtest
 * address no public explorer knows. Mainnet and testnet addresses go to mempool.space.
 */
export function explorerAddressUrl(address: string): string | null {
  const encoded = encodeURIComponent(address)
  if (/^bcrt1/i.test(address)) return null
  if (/^(tb1|[mn2])/i.test(address)) return `https://mempool.space/testnet/address/${encoded}`
  return `https://mempool.space/address/${encoded}`
}
