// `npm run pay -- ORDER_UNIQUE_ID AMOUNT_BTC [--confirmations N] [--url http://localhost:3000]`: pays an order
// on the development shop's simulated chain (POST /api/v1/dev/simulate-payment), as a buyer's wallet would.
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    confirmations: { type: 'string', short: 'c', default: '0' },
    url: { type: 'string', default: process.env.SHOP_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
  },
})
const [orderUniqueId, amount] = positionals
if (!orderUniqueId || !amount || Number.isNaN(Number(amount))) {
  console.error(
    'Usage: npm run pay -- ORDER_UNIQUE_ID AMOUNT_BTC [--confirmations N] [--url http://localhost:3000]',
  )
  process.exit(2)
}
const res = await fetch(`${values.url}/api/v1/dev/simulate-payment`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    orderUniqueId,
    amountBtc: Number(amount),
    confirmations: Number(values.confirmations),
  }),
}).catch((error) => {
  console.error(`Cannot reach the shop at ${values.url}: ${error.cause?.code ?? error.message}`)
  process.exit(1)
})
const body = await res.json().catch(() => ({}))
if (!res.ok) {
  console.error(`Payment refused (${res.status}): ${body.message ?? res.statusText}`)
  process.exit(1)
}
console.log(`Paid ${amount} BTC to ${orderUniqueId}: txid ${body.data.txid}`)
