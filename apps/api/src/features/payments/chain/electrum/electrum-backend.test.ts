import { afterEach, describe, expect, it } from 'vitest'
import { ChainBackendError } from '../chain-backend.js'
import { createElectrumBackend, type ElectrumBackend } from './electrum-backend.js'
import { ElectrumConnection, parseElectrumServers } from './electrum-connection.js'
import {
  StandInChain,
  standInAddress,
  startElectrumStandIn,
  unknownTxid,
  type StandInServer,
} from './electrum-stand-in.js'
import { STAND_IN_TLS_CERT, STAND_IN_TLS_KEY } from './stand-in-certificate.js'

// The Electrum backend against local stand-in servers: real sockets, framing, subscriptions and faults.

const warnings: { object: object; message: string }[] = []
const log = { info() {}, warn: (object: object, message: string) => warnings.push({ object, message }) }

let servers: StandInServer[] = []
let backends: ElectrumBackend[] = []

afterEach(async () => {
  for (const backend of backends) backend.close()
  await Promise.all(servers.map((server) => server.close()))
  servers = []
  backends = []
  warnings.length = 0
})

async function serve(chain: StandInChain): Promise<StandInServer> {
  const server = await startElectrumStandIn({ chain })
  servers.push(server)
  return server
}

function connect(...on: StandInServer[]): ElectrumBackend {
  const backend = createElectrumBackend({
    servers: parseElectrumServers(on.map((server) => server.url).join(',')),
    log,
    connection: { backoffMs: 5, maxBackoffMs: 20, requestTimeoutMs: 2_000 },
  })
  backends.push(backend)
  return backend
}

/** Waits for socket traffic (not for time to pass): yields to the event loop until `check` holds. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let round = 0; round < 5_000; round += 1) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
  throw new Error(`never happened: ${what}`)
}

describe('Electrum backend reads', () => {
  it('reads the tip, block hashes and the payments to an address from its history and raw transactions', async () => {
    const chain = new StandInChain()
    chain.mine(10)
    const server = await serve(chain)
    const backend = connect(server)
    const address = standInAddress()
    const other = standInAddress()

    expect(await backend.tipHeight()).toBe(10)
    expect(await backend.blockHashAt(7)).toBe(chain.hashAt(7))
    expect(await backend.blockHashAt(11)).toBeNull()
    expect(await backend.addressTransactions(address)).toEqual([])

    const txid = chain.pay([
      [other, 5_000n],
      [address, 40_000n],
      [address, 60_000n],
    ])
    expect(await backend.addressTransactions(address)).toEqual([
      {
        txid,
        outputs: [
          { vout: 1, valueSats: 40_000n },
          { vout: 2, valueSats: 60_000n },
        ],
        confirmedHeight: null,
      },
    ])
    expect(await backend.transactionStatus(txid)).toEqual({ state: 'mempool' })

    chain.mine(2)
    expect(await backend.tipHeight()).toBe(12)
    const seen = await backend.addressesTransactions([address, other])
    expect(seen.get(address)?.[0]?.confirmedHeight).toBe(11)
    expect(seen.get(other)).toEqual([
      { txid, outputs: [{ vout: 0, valueSats: 5_000n }], confirmedHeight: 11 },
    ])
    // The raw transaction was fetched once and read from the cache after.
    expect(server.requests.get('blockchain.transaction.get')).toBe(1)
    const unknown = unknownTxid()
    expect(await backend.transactionsStatus([txid, unknown])).toEqual(
      new Map([
        [txid, { state: 'confirmed', height: 11 }],
        [unknown, { state: 'unknown' }],
      ]),
    )

    chain.drop(txid)
    expect(await backend.addressTransactions(address)).toEqual([])
    expect(await backend.transactionStatus(txid)).toEqual({ state: 'unknown' })
  })

  it('calls a transaction unknown only when the server says it has no such transaction', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    const txid = chain.pay([[standInAddress(), 1_000n]])
    server.override('blockchain.transaction.get', () => {
      throw new Error('daemon error: work queue depth exceeded')
    })
    await expect(backend.transactionStatus(txid)).rejects.toBeInstanceOf(ChainBackendError)
    server.override('blockchain.transaction.get', () => {
      throw new Error('No transaction matching the requested hash was found')
    })
    expect(await backend.transactionStatus(txid)).toEqual({ state: 'unknown' })
    server.override('blockchain.transaction.get', null)
    expect(await backend.transactionStatus(txid)).toEqual({ state: 'mempool' })
  })

  it('fails with ChainBackendError while its only server is unreachable, and reads again once it is back', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    expect(await backend.tipHeight()).toBe(0)
    server.hang(true)
    server.dropConnections()
    await expect(backend.tipHeight()).rejects.toBeInstanceOf(ChainBackendError)
    server.hang(false)
    await until(() => server.connections > 0, 'a reconnection')
    chain.mine(1)
    await until(() => server.requests.get('server.version') === 2, 'a second handshake')
    expect(await backend.tipHeight()).toBe(1)
  })
})

describe('Electrum change feed', () => {
  it('reports an address whose subscription was notified, and stops after unfollow', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    const address = standInAddress()
    await backend.changeFeed.follow([address])
    expect(backend.changeFeed.takeChanged()).toEqual({ addresses: new Set(), missedSome: false })

    chain.pay([[address, 10_000n]])
    await until(() => backend.changeFeed.takeChanged().addresses.has(address), 'a notification')
    chain.mine(1)
    await until(() => backend.changeFeed.takeChanged().addresses.has(address), 'a notification when mined')

    await backend.changeFeed.unfollow([address])
    expect(server.requests.get('blockchain.scripthash.unsubscribe')).toBe(1)
    chain.pay([[address, 20_000n]])
    // A marker address followed after it: once its notification is in, the other one would have been too.
    const marker = standInAddress()
    await backend.changeFeed.follow([marker])
    chain.pay([[marker, 1n]])
    const changed = new Set<string>()
    await until(() => {
      for (const each of backend.changeFeed.takeChanged().addresses) changed.add(each)
      return changed.has(marker)
    }, 'the marker notification')
    expect(changed.has(address)).toBe(false)
  })

  it('does not report an address already paid when it is followed (the follower reads it), only what comes next', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    const paidBefore = standInAddress()
    chain.pay([[paidBefore, 10_000n]])
    await backend.changeFeed.follow([paidBefore, standInAddress()])
    // Otherwise the cycle after a full read would read every paid address again.
    expect(backend.changeFeed.takeChanged()).toEqual({ addresses: new Set(), missedSome: false })

    chain.pay([[paidBefore, 5_000n]])
    await until(() => backend.changeFeed.takeChanged().addresses.has(paidBefore), 'the next payment')
  })

  it('resubscribes every address after a reconnect and reports missedSome once', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    const [paidMeanwhile, quiet] = [standInAddress(), standInAddress()]
    await backend.changeFeed.follow([paidMeanwhile, quiet])
    expect(server.requests.get('blockchain.scripthash.subscribe')).toBe(2)

    server.hang(true)
    server.dropConnections()
    await until(() => server.connections > 0, 'a reconnection attempt')
    // Paid while the connection was down: no notification could reach the shop.
    chain.pay([[paidMeanwhile, 10_000n]])
    server.hang(false)
    server.dropConnections()
    const changed = new Set<string>()
    let missed = 0
    await until(() => {
      const taken = backend.changeFeed.takeChanged()
      for (const address of taken.addresses) changed.add(address)
      if (taken.missedSome) missed += 1
      return changed.has(paidMeanwhile)
    }, 'the resubscription')
    expect(server.requests.get('blockchain.scripthash.subscribe')).toBe(4)
    expect(missed).toBe(1)
    expect(changed).toEqual(new Set([paidMeanwhile]))
    expect(backend.changeFeed.takeChanged().missedSome).toBe(false)
  })

  it('notices a server that dropped its subscriptions silently when it checks them', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    const address = standInAddress()
    await backend.changeFeed.follow([address])
    server.dropSubscriptions()
    chain.pay([[address, 10_000n]])
    expect(backend.changeFeed.takeChanged()).toEqual({ addresses: new Set(), missedSome: false })

    await backend.checkSubscriptions()
    const taken = backend.changeFeed.takeChanged()
    expect(taken.missedSome).toBe(true)
    expect(taken.addresses).toEqual(new Set([address]))
    // Subscribed again by the check: the next payment is notified.
    chain.mine(1)
    await until(() => backend.changeFeed.takeChanged().addresses.has(address), 'a notification again')
  })

  it('notices a forgotten subscription when a read (the full sweep) finds a history it was not told of', async () => {
    const chain = new StandInChain()
    const server = await serve(chain)
    const backend = connect(server)
    const address = standInAddress()
    await backend.changeFeed.follow([address])
    server.dropSubscriptions()
    const txid = chain.pay([[address, 10_000n]])
    expect((await backend.addressTransactions(address)).map((tx) => tx.txid)).toEqual([txid])
    const changed = new Set<string>()
    let missed = false
    await until(() => {
      const taken = backend.changeFeed.takeChanged()
      for (const each of taken.addresses) changed.add(each)
      missed ||= taken.missedSome
      return missed
    }, 'missedSome after the read')
    expect(changed).toEqual(new Set([address]))
  })

  it('reports a reorganisation from the header chain and answers the new hashes', async () => {
    const chain = new StandInChain()
    chain.mine(5)
    const server = await serve(chain)
    const backend = connect(server)
    expect(await backend.tipHeight()).toBe(5)
    const before = await backend.blockHashAt(5)
    expect(before).toBe(chain.hashAt(5))
    chain.reorg(2)
    await until(() => backend.changeFeed.takeChanged().missedSome, 'the reorganisation')
    expect(await backend.tipHeight()).toBe(5)
    expect(await backend.blockHashAt(5)).toBe(chain.hashAt(5))
    expect(await backend.blockHashAt(5)).not.toBe(before)
  })
})

describe('Electrum with several servers', () => {
  it('counts a payment only when two servers agree: a lying server alone cannot show it', async () => {
    const chain = new StandInChain()
    chain.mine(3)
    const honest = await serve(chain)
    const liarChain = chain.fork()
    const liar = await serve(liarChain)
    const address = standInAddress()
    const fakeTxid = liarChain.pay([[address, 100_000n]], 1)

    const withLiar = connect(honest, liar)
    const seen = await withLiar.addressesTransactions([address])
    expect(seen.has(address)).toBe(false)
    await expect(withLiar.addressTransactions(address)).rejects.toThrow(/disagree/)
    await expect(withLiar.transactionStatus(fakeTxid)).rejects.toBeInstanceOf(ChainBackendError)
    // Both agree on the height they both reached, not the liar's extra block.
    expect(await withLiar.tipHeight()).toBe(3)
    expect(warnings.some((w) => w.message.includes('disagree'))).toBe(true)

    // Two honest servers agree on a real payment; a third that lies is outvoted and logged.
    const txid = chain.pay([[address, 100_000n]], 1)
    const honestToo = await serve(chain)
    const three = connect(honest, honestToo, liar)
    const agreed = await three.addressesTransactions([address])
    expect(agreed.get(address)).toEqual([
      { txid, outputs: [{ vout: 0, valueSats: 100_000n }], confirmedHeight: 4 },
    ])
    expect(await three.transactionStatus(txid)).toEqual({ state: 'confirmed', height: 4 })
    const two = connect(honest, honestToo)
    expect((await two.addressesTransactions([address])).get(address)?.map((tx) => tx.txid)).toEqual([txid])
  })

  it('waits while only one of two servers answers', async () => {
    const chain = new StandInChain()
    const up = await serve(chain)
    const down = await serve(chain)
    const backend = connect(up, down)
    down.hang(true)
    await down.close()
    await expect(backend.addressesTransactions([standInAddress()])).rejects.toThrow(/fewer than two/)
  })
})

describe('Electrum stand-in driven from another process', () => {
  it('pays and mines through the stand_in control methods, and the change feed reports each address', async () => {
    const server = await startElectrumStandIn({ control: true })
    servers.push(server)
    const backend = connect(server)
    const addresses = [standInAddress(), standInAddress(), standInAddress()]
    await backend.changeFeed.follow(addresses)
    const [host, port] = server.url.replace('tcp://', '').split(':')
    const driver = new ElectrumConnection({
      server: { protocol: 'tcp', host: host ?? '', port: Number(port) },
      log,
    })
    try {
      const txids = await driver.request('stand_in.pay_each', [addresses.map((a) => [a, '25000']), 1])
      expect(txids).toHaveLength(3)
      const changed = new Set<string>()
      await until(() => {
        for (const address of backend.changeFeed.takeChanged().addresses) changed.add(address)
        return changed.size === 3
      }, 'three notifications')
      expect(await backend.tipHeight()).toBe(1)
      expect((await backend.addressTransactions(addresses[0] ?? ''))[0]?.confirmedHeight).toBe(1)
      await expect(driver.request('stand_in.unknown')).rejects.toThrow(/unknown method/)
    } finally {
      driver.close()
    }
    // A stand-in without control answers them as unknown methods, like a real server.
    const plain = await startElectrumStandIn({ chain: server.chain })
    servers.push(plain)
    const other = new ElectrumConnection({
      server: { protocol: 'tcp', host: '127.0.0.1', port: plain.port },
      log,
    })
    await expect(other.request('stand_in.mine', [1])).rejects.toThrow(/unknown method/)
    other.close()
  })
})

describe('Electrum over TLS', () => {
  const TEST_KEY = STAND_IN_TLS_KEY
  const TEST_CERT = STAND_IN_TLS_CERT

  it('reads from an ssl:// server whose certificate it trusts, and refuses one it does not', async () => {
    const chain = new StandInChain()
    chain.mine(2)
    const server = await startElectrumStandIn({ chain, tls: { key: TEST_KEY, cert: TEST_CERT } })
    servers.push(server)
    expect(server.url).toMatch(/^ssl:\/\/localhost:/)
    const trusting = createElectrumBackend({
      servers: parseElectrumServers(server.url),
      log,
      connection: { tlsCa: TEST_CERT, requestTimeoutMs: 2_000, backoffMs: 5 },
    })
    backends.push(trusting)
    expect(await trusting.tipHeight()).toBe(2)
    expect(await trusting.blockHashAt(2)).toBe(chain.hashAt(2))

    const wary = connect(server)
    await expect(wary.tipHeight()).rejects.toThrow(/self.signed|certificate/i)
  })
})

describe('ELECTRUM_SERVERS', () => {
  it('reads tcp and ssl servers and names the entry it cannot read', () => {
    expect(parseElectrumServers('ssl://electrum.example:50002, tcp://10.0.0.2:50001')).toEqual([
      { protocol: 'ssl', host: 'electrum.example', port: 50002 },
      { protocol: 'tcp', host: '10.0.0.2', port: 50001 },
    ])
    expect(() => parseElectrumServers('http://x:1')).toThrow(
      '"http://x:1" is not tcp://host:port or ssl://host:port',
    )
    expect(() => parseElectrumServers('tcp://x:70000')).toThrow(/tcp:\/\/x:70000/)
  })
})
