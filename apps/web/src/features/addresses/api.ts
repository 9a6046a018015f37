import {
  AddAddressResponseSchema,
  type Address,
  ADDRESS_PATHS,
  type AddressForm,
  type AddressFormInput,
  apiPath,
  DeleteAddressResponseSchema,
  GEO_PATHS,
  GeoReverseResponseSchema,
  GetAllAddressesResponseSchema,
  UpdateAddressResponseSchema,
} from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiSend } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// packages/contract/src/endpoints.ts /address/* calls, scoped by the signed-in user's id (docs/architecture.md#accounts-and-access).

export const addressesQueryKey = (userId: number) => [USER_SCOPED_QUERY_ROOT, 'addresses', userId] as const

export function useAddresses(userId: number) {
  return useQuery({
    queryKey: addressesQueryKey(userId),
    queryFn: async ({ signal }) =>
      (await apiGet(apiPath(ADDRESS_PATHS.getAll, { userId }), GetAllAddressesResponseSchema, { signal }))
        .data,
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
      if (id === undefined)
        return (await apiSend('POST', ADDRESS_PATHS.add, body, AddAddressResponseSchema)).data
      return (await apiSend('PUT', apiPath(ADDRESS_PATHS.update, { id }), body, UpdateAddressResponseSchema))
        .data
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey(userId) }),
  })
}

export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('DELETE', apiPath(ADDRESS_PATHS.delete, { id }), undefined, DeleteAddressResponseSchema),
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
  const query = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) })
  const answer = await apiGet(`${GEO_PATHS.reverse}?${query.toString()}`, GeoReverseResponseSchema, {
    ...(signal ? { signal } : {}),
  })
  return answer.data.location
}
