import { ENDPOINTS, type ShopSettings } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

const settingsKey = [USER_SCOPED_QUERY_ROOT, 'owner', 'settings'] as const
/** The storefront's copy (features/shop-settings): re-read after a save so this tab's cart follows at once. */
const storefrontSettingsKey = ['shop-settings'] as const

/** GET /owner/settings: the settings, their version and last change. */
export function useOwnerSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.ownerGetSettings, {}, { signal })).data,
  })
}

/** PUT /owner/settings with the whole set; answers the stored settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: ShopSettings) =>
      (await call(ENDPOINTS.ownerPutSettings, { body: settings })).data,
    onSuccess: (stored) => {
      queryClient.setQueryData(settingsKey, stored)
      void queryClient.invalidateQueries({ queryKey: storefrontSettingsKey })
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPED_QUERY_ROOT, 'owner', 'audit'] })
    },
  })
}
