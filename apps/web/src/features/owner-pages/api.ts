import { ENDPOINTS, type PageSlug, type SavePageDraftBody } from '@shop/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// The owner's page calls (docs/architecture.md#pages); only the /admin/pages pages load this module.

const ownerPagesKey = [USER_SCOPED_QUERY_ROOT, 'owner', 'pages'] as const
const ownerPageKey = (slug: PageSlug, version?: number) =>
  [...ownerPagesKey, slug, version ?? 'newest'] as const
/** The storefront's copies (lib/published-page.tsx), read again after a publish. */
const STOREFRONT_PAGES_KEY = ['pages'] as const

/** GET /owner/pages: every page with its newest and published versions. */
export function useOwnerPages() {
  return useQuery({
    queryKey: ownerPagesKey,
    queryFn: async ({ signal }) => (await call(ENDPOINTS.ownerPages, {}, { signal })).data,
  })
}

/** GET /owner/pages/:slug: the newest version (or `version`) with its preview, and every version. */
export function useOwnerPage(slug: PageSlug, version?: number) {
  return useQuery({
    queryKey: ownerPageKey(slug, version),
    queryFn: async ({ signal }) =>
      (await call(ENDPOINTS.ownerPage, { params: { slug }, query: { version } }, { signal })).data,
  })
}

function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerPagesKey }),
      queryClient.invalidateQueries({ queryKey: STOREFRONT_PAGES_KEY }),
    ])
}

/** POST /owner/pages/:slug/versions: a new version, a draft until published. */
export function useSavePageDraft(slug: PageSlug) {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (body: SavePageDraftBody) =>
      (await call(ENDPOINTS.ownerSavePageDraft, { params: { slug }, body })).data,
    onSuccess: refresh,
  })
}

/** POST /owner/pages/:slug/publish or /restore with a version. */
export function usePageVersionAction(slug: PageSlug, action: 'publish' | 'restore') {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (version: number) =>
      (
        await call(action === 'publish' ? ENDPOINTS.ownerPublishPage : ENDPOINTS.ownerRestorePageVersion, {
          params: { slug },
          body: { version },
        })
      ).data,
    onSuccess: refresh,
  })
}
