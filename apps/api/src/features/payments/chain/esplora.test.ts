import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../../../lib/clock.js'
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeHttpServer,
  type FakeRequest,
} from '../../../test/fake-http-server.js'
import { AddressUnreadableError, ChainBackendError } from './chain-backend.js'
import { createEsploraBackend, type EsploraOptions } from './esplora.js'

// Fixtures shaped exactly like the public Esplora API (mempool.space / blockstream.info).
const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
const OTHER = 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g'
const txid = (n: number) => n.toString(16).padStart(64, '0')

function esploraTx(
  id: number,
  outputs: { address?: string; value: number }[],
  height: number | null,
  options: { spendsFrom?: string } = {},
) {
  return {
    txid: txid(id),
    version: 2,
    locktime: 0,
    vin: [
      {
        txid: 'a'.repeat(64),
        vout: 0,
        prevout: {
          scriptpubkey: '0014aa',
          scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 aa',
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: options.spendsFrom ?? OTHER,
          value: 1_000_000,
        },
        scriptsig: '',
        scriptsig_asm: '',
        witness: ['3044', '02aa'],
        is_coinbase: false,
        sequence: 4294967293,
      },
    ],
    vout: outputs.map((output) =>
      output.address
        ? {
            scriptpubkey: '0014c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2',
            scriptpubkey_asm: 'OP_0 OP_PUSHBYTES_20 c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2',
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: output.address,
            value: output.value,
          }
        : {
            scriptpubkey: '6a0568656c6c6f',
            scriptpubkey_asm: 'OP_RETURN',
            scriptpubkey_type: 'op_return',
            value: 0,
          },
    ),
    size: 222,
    weight: 561,
    sigops: 1,
    fee: 1410,
    status:
      height === null
        ? { confirmed: false }
        : { confirmed: true, block_height: height, block_hash: 'b'.repeat(64), block_time: 1_763_798_400 },
  }
}

let server: FakeHttpServer
let clock: ManualClock
let slept: number[]
let controllers: AbortController[]

beforeAll(async () => {
  server = await startFakeHttpServer()
})
afterAll(async () => {
  await server.close()
})
beforeEach(() => {
  clock = new ManualClock(new Date('2026-11-22T08:00:00Z'))
  slept = []
  controllers = []
  server.requests.length = 0
})

function backend(overrides: Partial<EsploraOptions> = {}) {
  return createEsploraBackend({
    baseUrl: `${server.baseUrl}/api/`,
    clock,
    // Waiting moves the manual clock instead of the test sleeping.
    sleep: async (ms) => {
      slept.push(ms)
      clock.advance(ms)
    },
    timeoutSignal: () => {
      const controller = new AbortController()
      controllers.push(controller)
      return controller.signal
    },
    ...overrides,
  })
}

function route(routes: Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)>) {
  server.answer((request) => {
    const answer = routes[request.path]
    if (!answer) return { status: 404, body: 'Not Found' }
    return typeof answer === 'function' ? answer(request) : answer
  })
}

async function backendErrorOf(promise: Promise<unknown>): Promise<ChainBackendError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ChainBackendError) return error
    throw error
  }
  throw new Error('expected a ChainBackendError')
}

describe("esplora backend: an address's history", () => {
  it('reports the outputs paying the address, in the mempool and confirmed, and nothing else', async () => {
    route({
      [`/api/address/${ADDRESS}/txs`]: {
        body: [
          esploraTx(
            1,
            [
              { address: ADDRESS, value: 50_000 },
              { address: OTHER, value: 7_000 },
            ],
            null,
          ),
          esploraTx(
            2,
            [{ address: OTHER, value: 1 }, { address: ADDRESS, value: 20_000 }, { value: 0 }],
            870_000,
          ),
          esploraTx(
            3,
            [
              { address: ADDRESS, value: 1_000 },
              { address: ADDRESS, value: 2_000 },
            ],
            869_990,
          ),
          // Spends from the address, pays elsewhere: not a payment to the shop.
          esploraTx(4, [{ address: OTHER, value: 9_000 }], 869_995, { spendsFrom: ADDRESS }),
        ],
      },
    })
    expect(await backend().addressTransactions(ADDRESS)).toEqual([
      { txid: txid(1), outputs: [{ vout: 0, valueSats: 50_000n }], confirmedHeight: null },
      { txid: txid(2), outputs: [{ vout: 1, valueSats: 20_000n }], confirmedHeight: 870_000 },
      {
        txid: txid(3),
        outputs: [
          { vout: 0, valueSats: 1_000n },
          { vout: 1, valueSats: 2_000n },
        ],
        confirmedHeight: 869_990,
      },
    ])
  })

  it('pages through confirmed history with /txs/chain/:last_seen_txid while pages come back full', async () => {
    const confirmed = Array.from({ length: 60 }, (_, i) =>
      esploraTx(100 + i, [{ address: ADDRESS, value: 1000 + i }], 870_000 - i),
    )
    const mempool = [
      esploraTx(1, [{ address: ADDRESS, value: 5 }], null),
      esploraTx(2, [{ address: ADDRESS, value: 6 }], null),
    ]
    route({
      [`/api/address/${ADDRESS}/txs`]: { body: [...mempool, ...confirmed.slice(0, 25)] },
      [`/api/address/${ADDRESS}/txs/chain/${txid(124)}`]: { body: confirmed.slice(25, 50) },
      [`/api/address/${ADDRESS}/txs/chain/${txid(149)}`]: { body: confirmed.slice(50) },
    })
    const txs = await backend().addressTransactions(ADDRESS)
    expect(txs).toHaveLength(62)
    expect(new Set(txs.map((tx) => tx.txid)).size).toBe(62)
    expect(txs.find((tx) => tx.txid === txid(159))?.outputs).toEqual([{ vout: 0, valueSats: 1059n }])
    expect(server.requests.map((r) => r.path)).toEqual([
      `/api/address/${ADDRESS}/txs`,
      `/api/address/${ADDRESS}/txs/chain/${txid(124)}`,
      `/api/address/${ADDRESS}/txs/chain/${txid(149)}`,
    ])
  })

  it('asks for the next page after exactly 25 confirmed and stops on an empty one', async () => {
    const confirmed = Array.from({ length: 25 }, (_, i) =>
      esploraTx(200 + i, [{ address: ADDRESS, value: 1 }], 800_000 - i),
    )
    route({
      [`/api/address/${ADDRESS}/txs`]: { body: confirmed },
      [`/api/address/${ADDRESS}/txs/chain/${txid(224)}`]: { body: [] },
    })
    expect(await backend().addressTransactions(ADDRESS)).toHaveLength(25)
    expect(server.requests).toHaveLength(2)
  })

  it('keeps the confirmed form of a transaction that confirmed between two page reads', async () => {
    const confirmed = Array.from({ length: 25 }, (_, i) =>
      esploraTx(300 + i, [{ address: ADDRESS, value: 1 }], 800_000 - i),
    )
    route({
      [`/api/address/${ADDRESS}/txs`]: {
        body: [esploraTx(1, [{ address: ADDRESS, value: 9 }], null), ...confirmed],
      },
      [`/api/address/${ADDRESS}/txs/chain/${txid(324)}`]: {
        body: [esploraTx(1, [{ address: ADDRESS, value: 9 }], 800_001)],
      },
    })
    const txs = await backend().addressTransactions(ADDRESS)
    expect(txs.filter((tx) => tx.txid === txid(1))).toEqual([
      { txid: txid(1), outputs: [{ vout: 0, valueSats: 9n }], confirmedHeight: 800_001 },
    ])
  })

  it('leaves out an address with more history than it pages through, answering the others', async () => {
    const LONG = 'bc1qlonghistory'
    // Every confirmed page of LONG comes back full (25), so paging never ends by itself.
    server.answer((request) => {
      if (!request.path.includes(LONG))
        return { body: [esploraTx(1, [{ address: 'bc1qfine', value: 700 }], null)] }
      const page = Array.from({ length: 25 }, (_, i) =>
        esploraTx(1000 + i, [{ address: LONG, value: 1 }], 870_000),
      )
      return { body: page }
    })
    const result = await backend({ maxPages: 3 }).addressesTransactions(['bc1qfine', LONG])
    expect([...result.keys()]).toEqual(['bc1qfine'])
    expect(result.get('bc1qfine')?.[0]?.outputs).toEqual([{ vout: 0, valueSats: 700n }])
    await expect(backend({ maxPages: 3 }).addressTransactions(LONG)).rejects.toBeInstanceOf(
      AddressUnreadableError,
    )
  })

  it('fails a batch read as a whole when one address cannot be read', async () => {
    server.answer((request) =>
      request.path.includes('bc1qbroken') ? { status: 400, body: 'Invalid Bitcoin address' } : { body: [] },
    )
    await expect(backend().addressesTransactions(['bc1qfine', 'bc1qbroken'])).rejects.toBeInstanceOf(
      ChainBackendError,
    )
  })
})

describe('esplora backend: retries, rate limits and unreadable answers', () => {
  it('waits out a 429 as its Retry-After asks, then succeeds', async () => {
    let calls = 0
    route({
      '/api/blocks/tip/height': () =>
        (calls += 1) === 1
          ? { status: 429, headers: { 'retry-after': '7' }, body: 'Too Many Requests' }
          : { body: '870001' },
    })
    expect(await backend().tipHeight()).toBe(870_001)
    expect(slept).toEqual([7_000])
    expect(server.requests).toHaveLength(2)
  })

  it('backs off exponentially on a 429 without Retry-After and gives up with a ChainBackendError', async () => {
    route({ '/api/blocks/tip/height': { status: 429, body: 'Too Many Requests' } })
    const error = await backendErrorOf(backend({ maxAttempts: 4, backoffMs: 1000 }).tipHeight())
    expect(error.message).toContain('HTTP 429')
    expect(slept).toEqual([1000, 2000, 4000])
    expect(server.requests).toHaveLength(4)
  })

  it('retries a request that timed out', async () => {
    let calls = 0
    route({
      '/api/blocks/tip/height': () => {
        calls += 1
        if (calls === 1) {
          // The backend's own timeout fires while the server says nothing.
          controllers.at(-1)!.abort(new DOMException('The operation timed out.', 'TimeoutError'))
          return { hang: true }
        }
        return { body: '870002' }
      },
    })
    expect(await backend({ backoffMs: 500 }).tipHeight()).toBe(870_002)
    expect(slept).toEqual([500])
  })

  it('surfaces 5xx after its retries, and a 400 at once, as ChainBackendError', async () => {
    route({ '/api/blocks/tip/height': { status: 503, body: 'Service Unavailable' } })
    expect((await backendErrorOf(backend({ maxAttempts: 2 }).tipHeight())).message).toContain('HTTP 503')
    expect(server.requests).toHaveLength(2)

    server.requests.length = 0
    route({ [`/api/address/not-an-address/txs`]: { status: 400, body: 'Invalid Bitcoin address' } })
    expect((await backendErrorOf(backend().addressTransactions('not-an-address'))).message).toContain(
      'HTTP 400',
    )
    expect(server.requests).toHaveLength(1)
  })

  it('surfaces malformed JSON and an unexpected shape as ChainBackendError', async () => {
    route({ [`/api/address/${ADDRESS}/txs`]: { body: '[{"txid":' } })
    expect((await backendErrorOf(backend().addressTransactions(ADDRESS))).message).toContain('not JSON')
    route({ [`/api/address/${ADDRESS}/txs`]: { body: [{ txid: 'nope', vout: [], status: {} }] } })
    expect((await backendErrorOf(backend().addressTransactions(ADDRESS))).message).toContain(
      'unexpected answer shape',
    )
    route({ '/api/blocks/tip/height': { body: '<html>' } })
    expect(await backendErrorOf(backend().tipHeight())).toBeInstanceOf(ChainBackendError)
  })

  it('reads many addresses with at most `concurrency` requests in flight', async () => {
    const addresses = Array.from({ length: 10 }, (_, i) => `bc1qaddress${i}`)
    server.answer((request) => {
      const address = /\/address\/([^/]+)\/txs/.exec(request.path)?.[1] ?? ''
      return { body: [esploraTx(addresses.indexOf(address) + 1, [{ address, value: 1000 }], null)] }
    })
    let inFlight = 0
    let maxInFlight = 0
    const countingFetch: typeof fetch = async (input, init) => {
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      try {
        // Let every other caller start before this one answers.
        for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve))
        return await fetch(input, init)
      } finally {
        inFlight -= 1
      }
    }
    const result = await backend({ concurrency: 4, fetch: countingFetch }).addressesTransactions(addresses)
    expect(maxInFlight).toBe(4)
    expect(result.size).toBe(10)
    expect(result.get('bc1qaddress3')?.[0]?.outputs).toEqual([{ vout: 0, valueSats: 1000n }])
  })
})

describe('esplora backend: the tip, block hashes and transaction status', () => {
  it('reads the tip height from /blocks/tip/height (plain text)', async () => {
    route({ '/api/blocks/tip/height': { body: '870123', headers: { 'content-type': 'text/plain' } } })
    expect(await backend().tipHeight()).toBe(870_123)
  })

  it('reads a block hash by height, and tells a height above the tip from a failing backend', async () => {
    const tipHash = 'c'.repeat(64)
    route({
      '/api/block-height/870000': { body: tipHash, headers: { 'content-type': 'text/plain' } },
      '/api/block-height/870001': { status: 404, body: 'Block not found' },
      '/api/block-height/870002': { body: '<html>' },
    })
    const esplora = backend({ maxAttempts: 1 })
    expect(await esplora.blockHashAt(870_000)).toBe(tipHash)
    expect(await esplora.blockHashAt(870_001)).toBeNull()
    expect(await backendErrorOf(esplora.blockHashAt(870_002))).toBeInstanceOf(ChainBackendError)
    route({ '/api/block-height/870000': { status: 502, body: 'Bad Gateway' } })
    expect(await backendErrorOf(esplora.blockHashAt(870_000))).toBeInstanceOf(ChainBackendError)
  })

  it('tells a mempool, a confirmed and a vanished transaction apart by /tx/:txid/status', async () => {
    route({
      [`/api/tx/${txid(1)}/status`]: { body: { confirmed: false } },
      [`/api/tx/${txid(2)}/status`]: {
        body: {
          confirmed: true,
          block_height: 870_000,
          block_hash: 'b'.repeat(64),
          block_time: 1_763_798_400,
        },
      },
      [`/api/tx/${txid(3)}/status`]: { status: 404, body: 'Transaction not found' },
    })
    const esplora = backend()
    expect(await esplora.transactionStatus(txid(1))).toEqual({ state: 'mempool' })
    expect(await esplora.transactionStatus(txid(2))).toEqual({ state: 'confirmed', height: 870_000 })
    expect(await esplora.transactionStatus(txid(3))).toEqual({ state: 'unknown' })
    expect(await esplora.transactionsStatus([txid(1), txid(2), txid(3)])).toEqual(
      new Map([
        [txid(1), { state: 'mempool' }],
        [txid(2), { state: 'confirmed', height: 870_000 }],
        [txid(3), { state: 'unknown' }],
      ]),
    )
  })

  it('never reports a transaction as vanished when the backend is failing', async () => {
    route({ [`/api/tx/${txid(4)}/status`]: { status: 502, body: 'Bad Gateway' } })
    expect(await backendErrorOf(backend({ maxAttempts: 2 }).transactionStatus(txid(4)))).toBeInstanceOf(
      ChainBackendError,
    )
  })

  it('fails a batch of transaction reads as a whole when one cannot be read', async () => {
    route({
      [`/api/tx/${txid(5)}/status`]: { body: { confirmed: false } },
      [`/api/tx/${txid(6)}/status`]: { status: 502, body: 'Bad Gateway' },
    })
    expect(
      await backendErrorOf(backend({ maxAttempts: 2 }).transactionsStatus([txid(5), txid(6)])),
    ).toBeInstanceOf(ChainBackendError)
  })
})
