import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chainBackendOf, ConfigError, type Config } from '../../../config.js'
import type { Db } from '../../../db/client.js'
import type { Clock } from '../../../lib/clock.js'
import type { FetchFn } from '../http-json.js'
import type { ChainBackend } from './chain-backend.js'
import { createElectrumBackend } from './electrum/electrum-backend.js'
import { parseElectrumServers, type ElectrumLog } from './electrum/electrum-connection.js'
import { createEsploraBackend } from './esplora.js'
import { createSimulatedChain, type SimulatedChain } from './simulated.js'

const silentLog: ElectrumLog = { info() {}, warn() {} }

/**
 * The chain the watcher reads: CHAIN_BACKEND when set, else Esplora at ESPLORA_URL, else the simulated chain
 * in the database. `simulated` is the same object when it is the backend (the development-only calls drive
 * it), else null. `close` ends the backend's connections (Electrum keeps sockets open).
 * @throws ConfigError in production without a real chain: the simulated chain never sees a real payment.
 */
export function createChainBackendFromConfig(
  config: Pick<Config, 'ESPLORA_URL' | 'NODE_ENV'> &
    Partial<Pick<Config, 'CHAIN_BACKEND' | 'ELECTRUM_SERVERS' | 'ELECTRUM_TLS_CA' | 'BTC_NETWORK'>>,
  deps: { db: Db; clock: Clock; fetch?: FetchFn; log?: ElectrumLog },
): { backend: ChainBackend; simulated: SimulatedChain | null; close: () => void } {
  const kind = chainBackendOf(config)
  if (kind === 'electrum') {
    let servers
    try {
      servers = parseElectrumServers(config.ELECTRUM_SERVERS ?? '')
    } catch (error) {
      throw new ConfigError([`ELECTRUM_SERVERS ${(error as Error).message}`])
    }
    // loadConfig checked the file; read here so a renewed certificate is taken at the next start.
    const tlsCa =
      config.ELECTRUM_TLS_CA === undefined
        ? undefined
        : readFileSync(path.resolve(config.ELECTRUM_TLS_CA), 'utf8')
    const backend = createElectrumBackend({
      servers,
      log: deps.log ?? silentLog,
      ...(tlsCa === undefined ? {} : { connection: { tlsCa } }),
    })
    return { backend, simulated: null, close: () => backend.close() }
  }
  if (kind === 'esplora' && config.ESPLORA_URL) {
    const backend = createEsploraBackend({
      baseUrl: config.ESPLORA_URL,
      clock: deps.clock,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    })
    return { backend, simulated: null, close: () => {} }
  }
  if (config.NODE_ENV === 'production') {
    throw new ConfigError([
      'ESPLORA_URL is required in production (e.g. https://mempool.space/api or your own electrs), or CHAIN_BACKEND=electrum with ELECTRUM_SERVERS: the simulated chain never sees real payments',
    ])
  }
  const simulated = createSimulatedChain({
    db: deps.db,
    clock: deps.clock,
    ...(config.BTC_NETWORK ? { network: config.BTC_NETWORK } : {}),
  })
  return { backend: simulated, simulated, close: () => {} }
}
