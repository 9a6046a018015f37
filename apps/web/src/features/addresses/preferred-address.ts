import type { Address } from '@shop/contract'

/**
 * docs/product.md#for-shoppers checkout: the default address is preselected, otherwise the first one; never one
 * that needs an update before anything can ship to it.
 */
export function preferredAddressId(addresses: readonly Address[]): number | null {
  const usable = addresses.filter((address) => !address.needsUpdate)
  return (usable.find((address) => address.isDefault) ?? usable[0])?.id ?? null
}
