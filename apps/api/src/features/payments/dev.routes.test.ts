import { ErrorEnvelopeSchema } from '@shop/contract'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.js'
import { ManualClock } from '../../lib/clock.js'
import { registerErrorHandler } from '../../plugins/error-handler.js'
import { createTestApp, type TestApp } from '../../test/harness.js'
import { devRoutes, REAL_CHAIN_MESSAGE } from './dev.routes.js'
import type { PaymentWatcher } from './watcher/watcher.js'

// The development calls drive the simulated chain only: on Esplora or Electrum a payment cannot be made up.

describe('in development on Electrum', () => {
  let t: TestApp
  beforeAll(async () => {
    // Nothing starts the watcher in a test, so the (absent) server is never asked.
    t = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'development', CHAIN_BACKEND: 'electrum', ELECTRUM_SERVERS: 'tcp://127.0.0.1:9' },
    })
  })
  afterAll(() => t.close())

  it('has no dev calls: `npm run pay` cannot make up a payment on a real chain', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 1 } })
    expect(res.statusCode).toBe(404)
  })
})

describe('dev calls given no simulated chain', () => {
  it('answer 409 naming every real backend, not only Esplora', async () => {
    const app = Fastify()
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    registerErrorHandler(app)
    await app.register(
      devRoutes({
        db: {} as Db,
        clock: new ManualClock(0),
        simulated: null,
        watcher: {} as PaymentWatcher,
      }),
      { prefix: '/api/v1' },
    )
    const res = await app.inject({ method: 'POST', url: '/api/v1/dev/mine', payload: { blocks: 1 } })
    expect(res.statusCode).toBe(409)
    const body = ErrorEnvelopeSchema.parse(res.json())
    expect(body.message).toBe(REAL_CHAIN_MESSAGE)
    expect(body.message).toMatch(/esplora or electrum/)
    await app.close()
  })
})
