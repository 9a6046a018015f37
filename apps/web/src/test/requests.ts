import type { fakeFetch } from './fake-fetch'

export interface SentRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
}

/** The requests a faked fetch received whose path ends with `pathEnd` (query strings ignored), oldest first. */
export function requestsTo(
  fetchMock: ReturnType<typeof fakeFetch>,
  pathEnd: string,
  method?: string,
): SentRequest[] {
  // fakeFetch's mock declares only its first parameter; the app always passes the RequestInit too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]
  return calls
    .map(([input, init]) => ({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }))
    .filter((request) => new URL(request.url, 'http://localhost').pathname.endsWith(pathEnd))
    .filter((request) => method === undefined || request.method === method)
}
