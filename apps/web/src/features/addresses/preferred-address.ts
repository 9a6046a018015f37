import type { Address } from '@shop/contract'

/** docs/product.md#for-shoppers checkout: the default address is preselected, otherwise the first one. */
export function preferredAddressId(addresses: readonly Address[]): number | null {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null
}
