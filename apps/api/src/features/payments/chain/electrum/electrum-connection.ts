import net from 'node:net'
import tls from 'node:tls'
import { MINUTE_MS, SECOND_MS } from '@shop/contract'
import { ChainBackendError } from '../chain-backend.js'

// One Electrum server over newline-delimited JSON-RPC 2.0 (what electrs, Fulcrum and ElectrumX speak): a
// `server.version` handshake, numbered requests answered in any order, notifications for subscriptions, a
// keep-alive ping, and a reconnect with exponential backoff that the owner is told of, so it can subscribe
// again (a server forgets every subscription with the connection). Written on node:net/node:tls rather
// than taken from npm: docs/decisions/076-electrum-client-on-node-net.md.

export interface ElectrumServerAddress {
  protocol: 'tcp' | 'ssl'
  host: string
  port: number
}

/**
 * `ssl://host:50002,tcp://host:50001` (ELECTRUM_SERVERS) into server addresses.
 * @throws Error naming the first entry that is not `tcp://host:port` or `ssl://host:port`.
 */
export function parseElectrumServers(text: string): ElectrumServerAddress[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  if (entries.length === 0) throw new Error('lists no server')
  return entries.map((entry) => {
    const match = /^(tcp|ssl):\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(entry)
    const port = Number(match?.[3])
    if (!match || port < 1 || port > 65_535) {
      throw new Error(`"${entry}" is not tcp://host:port or ssl://host:port`)
    }
    return { protocol: match[1] as 'tcp' | 'ssl', host: (match[2] ?? '').replace(/^\[|\]$/g, ''), port }
  })
}

export const serverLabel = (server: ElectrumServerAddress): string =>
  `${server.protocol}://${server.host}:${server.port}`

/** The server answered the request with a JSON-RPC error (unknown transaction, history too large, ...). */
export class ElectrumRpcError extends ChainBackendError {
  constructor(
    readonly server: string,
    readonly method: string,
    readonly code: number | undefined,
    readonly rpcMessage: string,
  ) {
    super(`electrum ${server} ${method}: ${rpcMessage}`)
    this.name = 'ElectrumRpcError'
  }
}

export interface ElectrumLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

export interface ElectrumConnectionOptions {
  server: ElectrumServerAddress
  log: ElectrumLog
  /** Sent in `server.version`. */
  clientName?: string
  /** One request is given up after this long, and the connection with it (a stuck server). */
  requestTimeoutMs?: number
  /** A `server.ping` this often keeps idle connections open through NATs and tells a dead one. */
  pingIntervalMs?: number
  /** First wait before reconnecting; doubles per failed attempt up to maxBackoffMs. */
  backoffMs?: number
  maxBackoffMs?: number
  /** Requests in flight at once on this connection; the rest queue. */
  maxInFlight?: number
  /** Tests against a self-signed stand-in only. */
  tlsRejectUnauthorized?: boolean
  /** PEM certificate(s) to trust instead of the system's (a self-hosted server's own certificate). */
  tlsCa?: string
}

/** A line longer than this is not an answer this client reads (a history is paged by the caller's limit). */
const MAX_LINE_CHARS = 64 * 1024 * 1024

interface Pending {
  method: string
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: NodeJS.Timeout
}

type State = 'idle' | 'connecting' | 'ready' | 'waiting' | 'closed'

export class ElectrumConnection {
  readonly label: string
  #options: Required<Omit<ElectrumConnectionOptions, 'log' | 'server' | 'tlsCa'>> & ElectrumConnectionOptions
  #state: State = 'idle'
  #socket: net.Socket | null = null
  #connecting: Promise<void> | null = null
  #nextId = 1
  #pending = new Map<number, Pending>()
  #buffer = ''
  #attempt = 0
  #everConnected = false
  #reconnectTimer: NodeJS.Timeout | null = null
  #pingTimer: NodeJS.Timeout | null = null
  #notificationHandlers = new Map<string, (params: unknown[]) => void>()
  #connectedHandlers: ((reconnected: boolean) => void)[] = []
  #inFlight = 0
  #corked = false
  #queue: (() => void)[] = []

  constructor(options: ElectrumConnectionOptions) {
    this.label = serverLabel(options.server)
    this.#options = {
      clientName: 'shop-watcher',
      requestTimeoutMs: 30 * SECOND_MS,
      pingIntervalMs: MINUTE_MS,
      backoffMs: SECOND_MS,
      maxBackoffMs: MINUTE_MS,
      maxInFlight: 128,
      tlsRejectUnauthorized: true,
      ...options,
    }
  }

  get ready(): boolean {
    return this.#state === 'ready'
  }

  /** `method` notifications (e.g. blockchain.scripthash.subscribe) go to `handler` with their params. */
  onNotification(method: string, handler: (params: unknown[]) => void): void {
    this.#notificationHandlers.set(method, handler)
  }

  /** Called after every handshake; `reconnected` is false the first time. Requests may be sent from it. */
  onConnected(handler: (reconnected: boolean) => void): void {
    this.#connectedHandlers.push(handler)
  }

  /**
   * Sends one request and resolves with its result.
   * @throws ElectrumRpcError when the server answers with an error; ChainBackendError when it cannot be
   *   reached, drops the connection or does not answer in time.
   */
  async request(method: string, params: unknown[] = []): Promise<unknown> {
    await this.#ensureConnected()
    await this.#acquire()
    try {
      return await this.#send(method, params)
    } finally {
      this.#release()
    }
  }

  /** Ends the connection for good: pending requests fail, no reconnect. */
  close(): void {
    this.#state = 'closed'
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer)
    this.#teardown(new ChainBackendError(`electrum ${this.label}: closed`))
  }

  async #ensureConnected(): Promise<void> {
    if (this.#state === 'ready') return
    if (this.#state === 'closed') throw new ChainBackendError(`electrum ${this.label}: closed`)
    if (this.#state === 'waiting') {
      // Failing fast while backing off: the watcher tries again at its next cycle.
      throw new ChainBackendError(`electrum ${this.label}: not connected (reconnecting)`)
    }
    if (this.#state === 'idle') this.#connecting = this.#connect()
    await this.#connecting
  }

  #acquire(): Promise<void> {
    if (this.#inFlight < this.#options.maxInFlight) {
      this.#inFlight += 1
      return Promise.resolve()
    }
    return new Promise((resolve) => this.#queue.push(resolve))
  }

  #release(): void {
    const next = this.#queue.shift()
    if (next) next()
    else this.#inFlight -= 1
  }

  #send(method: string, params: unknown[]): Promise<unknown> {
    const socket = this.#socket
    if (!socket || (this.#state !== 'ready' && method !== 'server.version')) {
      return Promise.reject(new ChainBackendError(`electrum ${this.label}: not connected`))
    }
    const id = this.#nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id)
        reject(new ChainBackendError(`electrum ${this.label} ${method}: no answer in time`))
        // A server that leaves one request unanswered is stuck or gone: start over on a new connection.
        this.#lost('request timed out')
      }, this.#options.requestTimeoutMs)
      timer.unref()
      this.#pending.set(id, { method, resolve, reject, timer })
      this.#write(socket, `${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`)
    })
  }

  /** Lines written in one tick go out together: thousands of subscriptions are not thousands of writes. */
  #write(socket: net.Socket, line: string): void {
    if (!this.#corked) {
      this.#corked = true
      socket.cork()
      process.nextTick(() => {
        this.#corked = false
        socket.uncork()
      })
    }
    socket.write(line)
  }

  #connect(): Promise<void> {
    this.#state = 'connecting'
    const { server } = this.#options
    return new Promise<void>((resolve, reject) => {
      const socket =
        server.protocol === 'ssl'
          ? tls.connect({
              host: server.host,
              port: server.port,
              servername: net.isIP(server.host) ? undefined : server.host,
              rejectUnauthorized: this.#options.tlsRejectUnauthorized,
              ...(this.#options.tlsCa === undefined ? {} : { ca: this.#options.tlsCa }),
            })
          : net.connect({ host: server.host, port: server.port })
      this.#socket = socket
      socket.setEncoding('utf8')
      socket.setKeepAlive(true, 30 * SECOND_MS)
      const connectTimer = setTimeout(() => {
        socket.destroy(new Error('connect timed out'))
      }, this.#options.requestTimeoutMs)
      connectTimer.unref()
      let settled = false
      const fail = (error: Error) => {
        if (settled) return
        settled = true
        reject(new ChainBackendError(`electrum ${this.label}: ${error.message}`, { cause: error }))
      }
      socket.on('data', (chunk: string) => this.#onData(socket, chunk))
      socket.on('error', (error) => {
        clearTimeout(connectTimer)
        fail(error)
      })
      socket.on('close', () => {
        clearTimeout(connectTimer)
        fail(new Error('connection closed'))
        if (this.#socket === socket) this.#lost('connection closed')
      })
      socket.once(server.protocol === 'ssl' ? 'secureConnect' : 'connect', () => {
        clearTimeout(connectTimer)
        this.#send('server.version', [this.#options.clientName, '1.4'])
          .then(() => {
            if (this.#socket !== socket) return fail(new Error('connection replaced'))
            settled = true
            const reconnected = this.#everConnected
            this.#everConnected = true
            this.#attempt = 0
            this.#state = 'ready'
            this.#startPing()
            resolve()
            if (reconnected) this.#options.log.info({ server: this.label }, 'electrum: reconnected')
            for (const handler of this.#connectedHandlers) handler(reconnected)
          })
          .catch((error: unknown) => {
            fail(error instanceof Error ? error : new Error(String(error)))
            socket.destroy()
          })
      })
    })
  }

  #onData(socket: net.Socket, chunk: string): void {
    if (this.#socket !== socket) return
    this.#buffer += chunk
    if (this.#buffer.length > MAX_LINE_CHARS) {
      this.#lost('answer too long')
      return
    }
    let newline = this.#buffer.indexOf('\n')
    while (newline >= 0) {
      const line = this.#buffer.slice(0, newline).trim()
      this.#buffer = this.#buffer.slice(newline + 1)
      if (line.length > 0) this.#onLine(line)
      newline = this.#buffer.indexOf('\n')
    }
  }

  #onLine(line: string): void {
    let message: unknown
    try {
      message = JSON.parse(line)
    } catch {
      this.#lost('unreadable line (not JSON)')
      return
    }
    // A batch answer would be an array; this client never sends batches.
    if (typeof message !== 'object' || message === null || Array.isArray(message)) return
    const { id, method, params, result, error } = message as Record<string, unknown>
    if (typeof method === 'string' && (id === undefined || id === null)) {
      const handler = this.#notificationHandlers.get(method)
      if (handler && Array.isArray(params)) handler(params)
      return
    }
    if (typeof id !== 'number') return
    const pending = this.#pending.get(id)
    if (!pending) return
    this.#pending.delete(id)
    clearTimeout(pending.timer)
    if (error !== undefined && error !== null) {
      const { code, message: text } = (typeof error === 'object' ? error : { message: error }) as {
        code?: unknown
        message?: unknown
      }
      pending.reject(
        new ElectrumRpcError(
          this.label,
          pending.method,
          typeof code === 'number' ? code : undefined,
          typeof text === 'string' ? text : JSON.stringify(error),
        ),
      )
      return
    }
    pending.resolve(result)
  }

  #startPing(): void {
    if (this.#pingTimer) clearInterval(this.#pingTimer)
    this.#pingTimer = setInterval(() => {
      // A ping that fails times out and drops the connection, which reconnects.
      this.request('server.ping').catch(() => {})
    }, this.#options.pingIntervalMs)
    this.#pingTimer.unref()
  }

  #teardown(error: ChainBackendError): void {
    if (this.#pingTimer) clearInterval(this.#pingTimer)
    this.#pingTimer = null
    const socket = this.#socket
    this.#socket = null
    this.#buffer = ''
    socket?.destroy()
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer)
      pending.reject(error)
      this.#pending.delete(id)
    }
  }

  /** The connection is gone: fail what waits, then reconnect after a backoff that doubles per failure. */
  #lost(reason: string): void {
    if (this.#state === 'closed' || this.#state === 'waiting') return
    this.#teardown(new ChainBackendError(`electrum ${this.label}: ${reason}`))
    this.#state = 'waiting'
    const delay = Math.min(this.#options.maxBackoffMs, this.#options.backoffMs * 2 ** this.#attempt)
    this.#attempt += 1
    this.#options.log.warn({ server: this.label, reason, retryInMs: delay }, 'electrum: connection lost')
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null
      if (this.#state !== 'waiting') return
      this.#connecting = this.#connect()
      // A failed attempt ends in `close`, which calls #lost again with a longer wait.
      this.#connecting.catch(() => {})
    }, delay)
    this.#reconnectTimer.unref()
  }
}
