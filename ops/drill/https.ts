import { Agent, request } from 'node:https'

// Requests to the shop through Caddy, over TLS verified against Caddy's local CA (`tls internal`), as a
// browser that trusts that CA would send them. A client may come from its own loopback address (127.0.0.x):
// Caddy forwards it in X-Forwarded-For, so the shop's per-IP limits see many clients, not one.

export interface Answer {
  status: number
  body: unknown
  headers: Record<string, string | string[] | undefined>
  ms: number
}

export interface Proxy {
  baseUrl: string
  call(
    method: string,
    url: string,
    options?: { headers?: Record<string, string>; body?: unknown; from?: string; timeoutMs?: number },
  ): Promise<Answer>
  events(url: string, headers: Record<string, string>, from?: string): EventStream
  close(): void
}

export interface EventStream {
  /** Every `data:` of the stream's events, parsed, with when it arrived (performance.now()). */
  events: { data: unknown; at: number }[]
  /** When each connection ended (performance.now()), and when its successor's first event came. */
  cuts: { endedAt: number; firstEventAt: number | null }[]
  close(): void
}

export function proxyClient(baseUrl: string, ca: string): Proxy {
  const agents = new Map<string, Agent>()
  const agentFrom = (from: string) => {
    let agent = agents.get(from)
    if (!agent) {
      agent = new Agent({ ca, keepAlive: true, localAddress: from, maxSockets: 16 })
      agents.set(from, agent)
    }
    return agent
  }
  const target = new URL(baseUrl)

  const call: Proxy['call'] = (method, url, options = {}) =>
    new Promise((resolve) => {
      const started = performance.now()
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: url,
          method,
          agent: agentFrom(options.from ?? '127.0.0.1'),
          servername: target.hostname,
          headers: {
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
          timeout: options.timeoutMs ?? 20_000,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString()
            let body: unknown = text
            try {
              body = JSON.parse(text)
            } catch {
              // not JSON
            }
            resolve({
              status: res.statusCode ?? 0,
              body,
              headers: res.headers,
              ms: performance.now() - started,
            })
          })
          res.on('error', () =>
            resolve({ status: 0, body: null, headers: {}, ms: performance.now() - started }),
          )
        },
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', () => resolve({ status: 0, body: null, headers: {}, ms: performance.now() - started }))
      req.end(payload)
    })

  const events: Proxy['events'] = (url, headers, from = '127.0.0.1') => {
    const stream: EventStream = { events: [], cuts: [], close: () => {} }
    let closed = false
    let current: ReturnType<typeof request> | null = null
    const connect = () => {
      if (closed) return
      let buffered = ''
      const req = request(
        {
          host: target.hostname,
          port: target.port,
          path: url,
          method: 'GET',
          // One connection of its own: an event stream never shares a socket.
          agent: new Agent({ ca, keepAlive: false, localAddress: from }),
          servername: target.hostname,
          headers: { accept: 'text/event-stream', ...headers },
        },
        (res) => {
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            buffered += chunk
            let end: number
            while ((end = buffered.indexOf('\n\n')) >= 0) {
              const block = buffered.slice(0, end)
              buffered = buffered.slice(end + 2)
              const data = block
                .split('\n')
                .filter((line) => line.startsWith('data:'))
                .map((line) => line.slice(5).trim())
                .join('\n')
              if (!data) continue
              const at = performance.now()
              const cut = stream.cuts.at(-1)
              if (cut && cut.firstEventAt === null) cut.firstEventAt = at
              stream.events.push({ data: JSON.parse(data) as unknown, at })
            }
          })
          res.on('end', reconnect)
          res.on('error', reconnect)
        },
      )
      let ended = false
      function reconnect() {
        if (ended || closed) return
        ended = true
        stream.cuts.push({ endedAt: performance.now(), firstEventAt: null })
        // EventSource reconnects by itself; the drill does at once (a browser waits its retry delay, ~3 s).
        setTimeout(connect, 0)
      }
      req.on('error', reconnect)
      req.end()
      current = req
    }
    connect()
    stream.close = () => {
      closed = true
      current?.destroy()
    }
    return stream
  }

  return {
    baseUrl,
    call,
    events,
    close() {
      for (const agent of agents.values()) agent.destroy()
    },
  }
}

/** The p-th percentile (0-100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
