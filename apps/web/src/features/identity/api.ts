import { ENDPOINTS, type IdentityCheck, type IdentityDocumentKind } from '@shop/contract'
import { useQuery } from '@tanstack/react-query'
import { call, endpointUrl } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

// docs/architecture.md#identity-checks-for-large-orders: the buyer's view of their order's identity check and
// the upload of their document (multipart, with progress, so a phone photo on a slow line shows it moving).

export const identityCheckQueryKey = (orderUniqueId: string) =>
  [USER_SCOPED_QUERY_ROOT, 'identity-check', orderUniqueId] as const

/** GET /order/identity-check/:orderUniqueId. */
export function useIdentityCheck(orderUniqueId: string) {
  return useQuery({
    queryKey: identityCheckQueryKey(orderUniqueId),
    queryFn: ({ signal }) => call(ENDPOINTS.identityCheck, { params: { orderUniqueId } }, { signal }),
  })
}

/** Why an upload failed, as the step tells the buyer (kyc:errors.*). */
export type UploadProblem =
  'fileType' | 'unreadable' | 'unsafe' | 'tooLarge' | 'missing' | 'notAwaiting' | 'generic'

export class UploadError extends Error {
  override readonly name = 'UploadError'
  constructor(readonly problem: UploadProblem) {
    super(problem)
  }
}

/** The shop decodes each file before keeping it (docs/decisions/171): its refusals name why by code. */
const PROBLEM_BY_CODE: Readonly<Record<string, UploadProblem>> = {
  IDENTITY_FILE_UNREADABLE: 'unreadable',
  IDENTITY_FILE_UNSAFE: 'unsafe',
}

/** The refusal's `code`, if the answer is an error envelope carrying one. */
function codeOf(responseText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(responseText)
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined
    return typeof code === 'string' ? code : undefined
  } catch {
    return undefined
  }
}

const PROBLEM_BY_STATUS: Readonly<Record<number, UploadProblem>> = {
  400: 'missing',
  409: 'notAwaiting',
  413: 'tooLarge',
  415: 'fileType',
}

/**
 * POST /order/upload-identity/:orderUniqueId as multipart: `kind`, then the files `front` and `back`.
 * XMLHttpRequest rather than fetch, for the upload's progress; the session cookie goes with it.
 */
export function uploadIdentity(
  orderUniqueId: string,
  kind: IdentityDocumentKind,
  files: { front: File; back?: File | undefined },
  onProgress: (percent: number) => void,
): Promise<IdentityCheck> {
  const form = new FormData()
  form.append('kind', kind)
  form.append('front', files.front)
  if (files.back) form.append('back', files.back)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const upload = ENDPOINTS.uploadIdentity
    xhr.open(upload.method, endpointUrl(upload, { params: { orderUniqueId } }))
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new UploadError('generic'))
    xhr.onload = () => {
      if (xhr.status !== 201) {
        const code = codeOf(xhr.responseText)
        reject(
          new UploadError(
            (code ? PROBLEM_BY_CODE[code] : undefined) ?? PROBLEM_BY_STATUS[xhr.status] ?? 'generic',
          ),
        )
        return
      }
      upload
        .response()
        .then((schema) => resolve(schema.parse(JSON.parse(xhr.responseText)).data))
        .catch(() => reject(new UploadError('generic')))
    }
    xhr.send(form)
  })
}
