import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestProduct, placeTestOrder } from './test/factories.js'
import { createTestApp, type TestApp } from './test/harness.js'
import { shutDown } from './shutdown.js'

// A rolling deploy sends SIGTERM to an instance that is serving: whoever is mid-request must get their answer,
// an open payment page must be let go so its browser reconnects elsewhere, and the instance must stop leading
// the payment watcher so another one takes over.

/** A promise with its resolve function, for a handler the test holds open. */
function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

let t: TestApp
let baseUrl: string
const slowEntered = deferred()
const slowRelease = deferred()
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  // A request the test keeps in flight while the shop shuts down.
  t.app.get('/test/slow', async () => {
    slowEntered.resolve()
    await slowRelease.promise
    return { done: true }
  })
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => t.close())

describe('shutDown (SIGTERM)', () => {
  it('ends event streams, finishes the request in flight, refuses new connections and lets go of the watcher', async () => {
    const product = await createTestProduct(t.testDb.database.db, { stock: 10 })
    const order = await placeTestOrder(t, product)
    await t.app.payments.watcher.tick()
    expect(t.testDb.database.leadershipState()).toBe('leader')

    const stream = await fetch(
      `${baseUrl}/api/v1/order/payment-events/${order.data.orderPayment.orderUniqueId}`,
      {
        headers: order.headers,
      },
    )
    expect(stream.status).toBe(200)
    const reader = stream.body!.getReader()
    // The first event: the payment as it stands.
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: ')

    const slow = fetch(`${baseUrl}/test/slow`)
    await slowEntered.promise

    const closing = shutDown({ app: t.app, database: t.testDb.database, timeoutMs: 60_000 })

    // The stream ends (the browser's EventSource reconnects, to an instance that stays).
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      // Nothing but the end is expected; a late event would only be the stream's last words.
    }
    // The watcher no longer leads, and never takes the lock again in this process.
    expect(t.testDb.database.leadershipState()).toBe('follower')
    expect(await t.testDb.database.leadership()).toBe(false)

    // Readiness has said "shutting down" since the signal (features/health/health.routes.test.ts).
    expect(t.app.lifecycle.draining).toBe(true)

    // No new connection is taken once the listener stopped.
    while (t.app.server.listening) await new Promise((resolve) => setImmediate(resolve))
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow()

    // The request in flight still gets its answer, telling the client not to reuse the connection.
    slowRelease.resolve()
    const answer = await slow
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ done: true })
    expect(answer.headers.get('connection')).toBe('close')

    expect(await closing).toBe('clean')
  })
})

describe('shutDown with a request that never finishes', () => {
  it('gives up after SHUTDOWN_TIMEOUT_MS and drops the connections left', async () => {
    const other = await createTestApp({ seed: false })
    const entered = deferred()
    other.app.get('/test/stuck', async () => {
      entered.resolve()
      return new Promise(() => {})
    })
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const stuck = fetch(`${url}/test/stuck`).then(
        () => 'answered',
        () => 'dropped',
      )
      await entered.promise
      expect(await shutDown({ app: other.app, database: other.testDb.database, timeoutMs: 200 })).toBe(
        'timeout',
      )
      expect(await stuck).toBe('dropped')
    } finally {
      await other.close()
    }
  })
})
