import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

// Test helper: a real HTTP server on a free local port, answering like a public API would, so the rate
// sources and the Esplora backend are tested through fetch, sockets and all, without the internet.

export interface FakeAnswer {
  status?: number
  headers?: Record<string, string>
  /** A string is sent as is (for malformed JSON); anything else as JSON. */
  body?: unknown
  /** Never answer: the caller's abort signal must end the request. */
  hang?: boolean
}

export interface FakeRequest {
  path: string
  headers: IncomingMessage['headers']
}

export interface FakeHttpServer {
  baseUrl: string
  requests: FakeRequest[]
  /** Replaces the answering function. */
  answer(handler: (request: FakeRequest) => FakeAnswer): void
  /** Resolves when the next request has arrived (to abort a hanging one without waiting). */
  nextRequest(): Promise<FakeRequest>
  close(): Promise<void>
}

export async function startFakeHttpServer(
  handler: (request: FakeRequest) => FakeAnswer = () => ({ status: 404, body: { error: 'not found' } }),
): Promise<FakeHttpServer> {
  let current = handler
  const requests: FakeRequest[] = []
  let waiters: ((request: FakeRequest) => void)[] = []
  const server = createServer((req, res) => {
    const request = { path: req.url ?? '/', headers: req.headers }
    requests.push(request)
    const answer = current(request)
    const ready = waiters
    waiters = []
    for (const waiter of ready) waiter(request)
    if (answer.hang) return
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null)
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers })
    res.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      current = next
    },
    nextRequest: () => new Promise((resolve) => waiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
