import { type Address, type AddressForm, type AddressFormInput, ENDPOINTS } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// packages/contract/src/endpoints.ts /address/* calls, scoped by the signed-in user's id (docs/architecture.md#accounts-and-access).

export const addressesQueryKey = (userId: number) => [USER_SCOPED_QUERY_ROOT, 'addresses', userId] as const

export function useAddresses(userId: number) {
  return useQuery({
    queryKey: addressesQueryKey(userId),
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.getAllAddresses, { params: { userId } }, { signal })).data,
  })
}

/** Adds (no `id`) or replaces (with `id`) an address; the list is re-read afterwards. */
export function useSaveAddress(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      id,
      form,
    }: {
      id?: number
      form: AddressForm | AddressFormInput
    }): Promise<Address> => {
      const body = { ...form, userId }
      if (id === undefined) return (await call(ENDPOINTS.addAddress, { body })).data
      return (await call(ENDPOINTS.updateAddress, { params: { id }, body })).data
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  })
}

export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => call(ENDPOINTS.deleteAddress, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  })
}

/**
 * The form fields of a stored address (to edit it or send it again with isDefault true). An address from
 * before emirates were asked for has none yet: the form asks for it.
 */
export function toAddressForm(address: Address): AddressFormInput {
  return {
    apartmentNumber: address.apartmentNumber,
    buildingNumber: address.buildingNumber,
    additionalAddress: address.additionalAddress,
    location: address.location,
    ...(address.emirate ? { emirate: address.emirate } : {}),
    area: address.area,
    makani: address.makani ?? '',
    phoneNumber: address.phoneNumber,
    whatsappNumber: address.whatsappNumber,
    isDefault: address.isDefault,
  }
}

/** GET /geo/reverse: the text address of a point (docs/architecture.md: geocoding goes through the API). */
export async function reverseGeocode(point: { lat: number; lng: number }, signal?: AbortSignal) {
  const answer = await call(
    ENDPOINTS.geoReverse,
    { query: { lat: point.lat, lng: point.lng } },
    { ...(signal ? { signal } : {}) },
  )
  return answer.data.location
}
