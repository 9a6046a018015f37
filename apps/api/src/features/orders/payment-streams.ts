import { tooMany } from '../../lib/errors.js'

/** How many payment-events streams one session, and one client address, may hold open on an instance. */
export interface PaymentStreamLimits {
  perSession: number
  perIp: number
}

/** Tells the payment-events streams that something about an order's payment changed (the payment watcher). */
export interface PaymentActivitySource {
  subscribe(orderUniqueId: string, listener: () => void): () => void
}

/** Seconds a refused stream is told to wait: a page keeps polling meanwhile, so a short wait is enough. */
const REFUSED_RETRY_AFTER_S = 30

/**
 * Order reads for the streams running at once (docs/decisions/173). A payment burst announces hundreds of
 * orders in one moment; reading them all at once built every query in one stretch of the event loop and
 * queued a thousand statements ahead of every other request's. A few at a time, the rest wait their turn.
 */
export const STREAM_READS_AT_ONCE = 4

interface OrderGroup<T> {
  members: Set<(value: T) => void>
  read: () => Promise<T>
  unsubscribe: () => void
  /** idle: nothing due; queued: a read waits for its turn; reading: a read runs. */
  state: 'idle' | 'queued' | 'reading'
  /** A change was announced while the read ran: one more read follows. */
  again: boolean
}

/**
 * The payment-events streams open in this process (docs/decisions/170). A new stream past its session's or its
 * address's ceiling is refused with 429 before any work is done: a browser's EventSource does not reconnect
 * after an error status, so a refusal ends quietly in the page's polling, where closing an older stream would
 * make two open tabs evict each other forever. Streams of one order share one group: an announced change is
 * read from the database once and written to every member, and changes announced during a read are folded
 * into one more read, so a burst of payments costs at most two reads per order whatever the number of streams.
 * At most readsAtOnce reads run at a time (docs/decisions/173).
 */
export function createPaymentStreams(deps: {
  limits: PaymentStreamLimits
  activity?: PaymentActivitySource | undefined
  log: { warn(obj: object, msg: string): void }
  /** Default STREAM_READS_AT_ONCE. */
  readsAtOnce?: number
}) {
  const bySession = new Map<string, number>()
  const byIp = new Map<string, number>()
  // Any group shape: each member's type is fixed by the read that opened its group.
  const groups = new Map<string, OrderGroup<unknown>>()
  let reads = 0
  const readsAtOnce = deps.readsAtOnce ?? STREAM_READS_AT_ONCE
  /** Groups with a read due, first announced first read. */
  const due: OrderGroup<unknown>[] = []
  let reading = 0

  const bump = (counts: Map<string, number>, key: string, by: number) => {
    const next = (counts.get(key) ?? 0) + by
    if (next <= 0) counts.delete(key)
    else counts.set(key, next)
  }

  /**
   * Takes a place for a new stream of `sessionId` from `ipKey`, or throws 429 (RATE_LIMITED). Returns the
   * function that gives it back (call it exactly once, when the stream ends or fails to open).
   */
  function admit(sessionId: string, ipKey: string): () => void {
    if ((bySession.get(sessionId) ?? 0) >= deps.limits.perSession) {
      throw tooMany(
        `This session already follows ${deps.limits.perSession} payment pages; close one to follow another.`,
        REFUSED_RETRY_AFTER_S,
      )
    }
    if ((byIp.get(ipKey) ?? 0) >= deps.limits.perIp) {
      throw tooMany(
        'Too many payment pages are open from this network; close some and try again.',
        REFUSED_RETRY_AFTER_S,
      )
    }
    bump(bySession, sessionId, 1)
    bump(byIp, ipKey, 1)
    let released = false
    return () => {
      if (released) return
      released = true
      bump(bySession, sessionId, -1)
      bump(byIp, ipKey, -1)
    }
  }

  /** A change of `group`'s order was announced: its read is queued, or folded into the one queued or running. */
  function announce(group: OrderGroup<unknown>): void {
    if (group.state === 'reading') group.again = true
    if (group.state !== 'idle') return
    group.state = 'queued'
    due.push(group)
    pump()
  }

  /** Starts the due reads while fewer than readsAtOnce run. */
  function pump(): void {
    if (reading >= readsAtOnce) return
    for (let group = due.shift(); group !== undefined; group = due.shift()) {
      // Its last stream left while it waited: nobody to tell.
      if (group.members.size === 0) {
        group.state = 'idle'
        continue
      }
      reading += 1
      void readOnce(group).finally(() => {
        reading -= 1
        pump()
      })
      if (reading >= readsAtOnce) return
    }
  }

  async function readOnce(group: OrderGroup<unknown>): Promise<void> {
    group.state = 'reading'
    group.again = false
    reads += 1
    try {
      const value = await group.read()
      for (const send of group.members) send(value)
    } catch (error) {
      deps.log.warn({ err: error }, 'payment events: could not read the payment')
    }
    group.state = 'idle'
    // Changes announced during the read: one more, behind the reads already waiting.
    if (group.again && group.members.size > 0) announce(group)
  }

  /**
   * Adds a stream to the group of `groupKey` (one user's one order): `send` then receives every change of
   * `orderUniqueId`, read once for the whole group with `read` (the first member's). Returns the leave function.
   */
  function join<T>(
    groupKey: string,
    orderUniqueId: string,
    read: () => Promise<T>,
    send: (value: T) => void,
  ) {
    let group = groups.get(groupKey) as OrderGroup<T> | undefined
    if (!group) {
      const created: OrderGroup<T> = {
        members: new Set(),
        read,
        unsubscribe: () => {},
        state: 'idle',
        again: false,
      }
      created.unsubscribe =
        deps.activity?.subscribe(orderUniqueId, () => announce(created as OrderGroup<unknown>)) ?? (() => {})
      groups.set(groupKey, created as OrderGroup<unknown>)
      group = created
    }
    const joined = group
    joined.members.add(send)
    return () => {
      joined.members.delete(send)
      if (joined.members.size === 0 && groups.get(groupKey) === (joined as OrderGroup<unknown>)) {
        groups.delete(groupKey)
        joined.unsubscribe()
      }
    }
  }

  return {
    admit,
    join,
    /** Open streams, order groups, the reads made for them so far and those waiting (tests, health, chaos). */
    stats: () => ({
      streams: [...bySession.values()].reduce((sum, n) => sum + n, 0),
      orders: groups.size,
      reads,
      readsWaiting: due.length,
    }),
  }
}

export type PaymentStreams = ReturnType<typeof createPaymentStreams>
