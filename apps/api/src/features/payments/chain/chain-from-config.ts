import { ConfigError, type Config } from '../../../config.js'
import type { Db } from '../../../db/client.js'
import type { Clock } from '../../../lib/clock.js'
import type { FetchFn } from '../http-json.js'
import type { ChainBackend } from './chain-backend.js'
import { createEsploraBackend } from './esplora.js'
import { createSimulatedChain, type SimulatedChain } from './simulated.js'

/**
 * The chain the watcher reads: Esplora at ESPLORA_URL, else the simulated chain in the database.
 * `simulated` is the same object when it is the backend (the development-only calls drive it), else null.
 * @throws ConfigError in production without ESPLORA_URL: the simulated chain never sees a real payment.
 */
export function createChainBackendFromConfig(
  config: Pick<Config, 'ESPLORA_URL' | 'NODE_ENV'>,
  deps: { db: Db; clock: Clock; fetch?: FetchFn },
): { backend: ChainBackend; simulated: SimulatedChain | null } {
  if (config.ESPLORA_URL) {
    const backend = createEsploraBackend({
      baseUrl: config.ESPLORA_URL,
      clock: deps.clock,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    })
    return { backend, simulated: null }
  }
  if (config.NODE_ENV === 'production') {
    throw new ConfigError([
      'ESPLORA_URL is required in production (e.g. https://mempool.space/api or your own electrs): the simulated chain never sees real payments',
    ])
  }
  const simulated = createSimulatedChain({ db: deps.db, clock: deps.clock })
  return { backend: simulated, simulated }
}
