import { connect, type Socket } from 'node:net'
import type { Checks } from './lib.js'
import { call, type Cluster, openDb, PORTS, sleep, startApi } from './lib.js'

// Slow clients: 2,000 sockets each send a request's headers and then its body one byte at a time, as an
// attacker holding connections open would. The server must cut every one off at its request deadline
// (REQUEST_TIMEOUT_MS, here 3 s: headers and body together), answer the others meanwhile, and keep no socket.

const SOCKETS = 2_000
const REQUEST_TIMEOUT_MS = 3_000
/** The body the slow clients promise, sent a byte per BYTE_EVERY_MS: it would take 100 s to arrive. */
const BODY_BYTES = 100
const BYTE_EVERY_MS = 1_000

interface SlowClient {
  socket: Socket
  openedAt: number
  closedAt: number | null
  status: string | null
}

function slowClient(port: number): SlowClient {
  const socket = connect(port, '127.0.0.1')
  const client: SlowClient = { socket, openedAt: performance.now(), closedAt: null, status: null }
  let timer: NodeJS.Timeout | undefined
  socket.on('connect', () => {
    socket.write(
      'POST /api/v1/email/contact HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\n' +
        `content-length: ${BODY_BYTES}\r\n\r\n`,
    )
    timer = setInterval(() => {
      if (!socket.destroyed) socket.write('{')
    }, BYTE_EVERY_MS)
  })
  socket.on('data', (chunk: Buffer) => {
    client.status ??= /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString())?.[1] ?? null
  })
  const closed = () => {
    clearInterval(timer)
    client.closedAt ??= performance.now()
  }
  socket.on('close', closed)
  socket.on('error', closed)
  return client
}

export async function slowClientsScenario(cluster: Cluster, c: Checks): Promise<void> {
  const url = await cluster.createDatabase('chaos_slow')
  await (await openDb(url)).close()
  // Limits off: every socket reaches the body read (a 429 before it would answer and end the request early).
  const api = await startApi({
    DATABASE_URL: url,
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    RATE_LIMIT_FACTOR: '0',
  })
  try {
    const clients: SlowClient[] = []
    for (let i = 0; i < SOCKETS; i++) {
      clients.push(slowClient(PORTS.api))
      // A few hundred at a time, so the listen backlog takes them all.
      if (i % 200 === 199) await sleep(50)
    }
    // Meanwhile the shop answers others.
    const health: number[] = []
    const until = performance.now() + REQUEST_TIMEOUT_MS + 2_000
    while (performance.now() < until) {
      const started = performance.now()
      const answer = await call(api.baseUrl, 'GET', '/healthz')
      if (answer.status === 200) health.push(performance.now() - started)
      await sleep(100)
    }
    // The deadline, a timer's granularity and the time to open 2,000 sockets on a busy machine.
    const allowedMs = REQUEST_TIMEOUT_MS + 5_000
    const deadline = performance.now() + allowedMs
    while (clients.some((client) => client.closedAt === null) && performance.now() < deadline)
      await sleep(100)
    const open = clients.filter((client) => client.closedAt === null)
    const lifetimes = clients
      .filter((client) => client.closedAt !== null)
      .map((client) => (client.closedAt ?? 0) - client.openedAt)
      .sort((a, b) => a - b)
    const refused408 = clients.filter((client) => client.status === '408').length
    const p = (q: number) =>
      lifetimes[Math.min(lifetimes.length - 1, Math.floor(q * lifetimes.length))] ?? NaN
    c.figure(
      `${SOCKETS} slow-body sockets: ${SOCKETS - open.length} closed by the server (${refused408} answered 408), ` +
        `held ${(p(0.5) / 1000).toFixed(1)} s median, ${(p(1) / 1000).toFixed(1)} s at most (deadline ${REQUEST_TIMEOUT_MS / 1000} s)`,
    )
    health.sort((a, b) => a - b)
    c.figure(
      `/healthz meanwhile: ${health.length} answers, p50 ${(health[Math.floor(health.length / 2)] ?? NaN).toFixed(1)} ms, ` +
        `max ${(health.at(-1) ?? NaN).toFixed(1)} ms`,
    )
    c.check(
      open.length === 0,
      `every slow socket closed within ${allowedMs / 1000} s (${open.length} still open)`,
    )
    c.check(health.length > 0, '/healthz answered while the slow sockets were open')
    for (const client of open) client.socket.destroy()
  } finally {
    await api.stop()
  }
}
