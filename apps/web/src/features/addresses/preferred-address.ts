import type { Address } from '@shop/contract'

/** PRODUCT_SPEC §2 checkout: the default address is preselected, otherwise the first one. */
export function preferredAddressId(addresses: readonly Address[]): number | null {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null
}
