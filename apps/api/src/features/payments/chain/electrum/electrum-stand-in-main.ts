import { StandInChain, startElectrumStandIn, type StandInServer } from './electrum-stand-in.js'

// Runs Electrum stand-in servers as their own process, on one shared in-memory chain, with the `stand_in.*`
// control methods on: the watcher benchmark (or a developer) points ELECTRUM_SERVERS at them and drives the
// chain over the same connection. Never for real money: the chain is made up.
//
//   STAND_IN_PORT=3260 STAND_IN_SERVERS=2 STAND_IN_BLOCKS=100 \
//     node --conditions=source --import tsx apps/api/src/features/payments/chain/electrum/electrum-stand-in-main.ts
//
// prints one line: ELECTRUM_SERVERS=tcp://127.0.0.1:3260,tcp://127.0.0.1:3261

const basePort = Number(process.env.STAND_IN_PORT ?? 3260)
const count = Number(process.env.STAND_IN_SERVERS ?? 1)
const blocks = Number(process.env.STAND_IN_BLOCKS ?? 100)

const chain = new StandInChain()
chain.mine(blocks)
const servers: StandInServer[] = []
for (let index = 0; index < count; index += 1) {
  servers.push(await startElectrumStandIn({ chain, port: basePort + index, control: true }))
}
console.log(`ELECTRUM_SERVERS=${servers.map((server) => server.url).join(',')}`)

const stop = () => {
  void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
