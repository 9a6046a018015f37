// `npm run pay -- ORDER_UNIQUE_ID AMOUNT_BTC [--confirmations N] [--url http://localhost:3000]`: pays an order
// on the development shop's simulated chain (POST /api/v1/dev/simulate-payment), as a buyer's wallet would.
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    confirmations: { type: 'string', short: 'c', default: '0' },
    url: { type: 'string' },
  },
})
// `npm start` serves on PORT (3000); `npm run dev` runs the API on 3001. Without --url or SHOP_URL, try both.
const explicitUrl = values.url ?? process.env.SHOP_URL
const candidates = explicitUrl
  ? [explicitUrl]
  : [...new Set([`http://localhost:${process.env.PORT ?? 3000}`, 'http://localhost:3001'])]
const [orderUniqueId, amount] = positionals
if (!orderUniqueId || !amount || Number.isNaN(Number(amount))) {
  console.error(
    'Usage: npm run pay -- ORDER_UNIQUE_ID AMOUNT_BTC [--confirmations N] [--url http://localhost:3000]\n' +
      'Pays an order on the development chain. --confirmations 0 (default) leaves it unconfirmed.',
  )
  process.exit(2)
}
async function pay(url) {
  return fetch(`${url}/api/v1/dev/simulate-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      orderUniqueId,
      amountBtc: Number(amount),
      confirmations: Number(values.confirmations),
    }),
  })
}
let res
const failures = []
for (const url of candidates) {
  try {
    res = await pay(url)
    break
  } catch (error) {
    failures.push(`${url}: ${error.cause?.code ?? error.message}`)
  }
}
if (!res) {
  console.error(
    `Cannot reach the shop (${failures.join('; ')}). Is it running? Point --url or SHOP_URL at it.`,
  )
  process.exit(1)
}
const body = await res.json().catch(() => ({}))
if (!res.ok) {
  console.error(`Payment refused (${res.status}): ${body.message ?? res.statusText}`)
  process.exit(1)
}
console.log(`Paid ${amount} BTC to ${orderUniqueId}: txid ${body.data.txid}`)
if (Number(values.confirmations) === 0) {
  console.log(
    'The payment is unconfirmed: a paid order shows Processing until a block is mined ' +
      '(pay with --confirmations 1, or POST /api/v1/dev/mine {"blocks":1}).',
  )
}
