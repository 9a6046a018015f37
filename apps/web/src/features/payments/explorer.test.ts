import { describe, expect, it } from 'vitest'
import { explorerAddressUrl, explorerTxUrl } from './explorer'

describe('Check Payment', () => {
  it.each([
    [
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'https://mempool.space/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ],
    [
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'https://mempool.space/testnet/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    ],
    [
      'bcrt1q76xy0seuzuke8hq6dlc75w3tqc942ya3mmp9tv',
      '/api/v1/dev/explorer/address/bcrt1q76xy0seuzuke8hq6dlc75w3tqc942ya3mmp9tv',
    ],
  ])('opens an explorer that knows %s', (address, url) => {
    expect(explorerAddressUrl(address)).toBe(url)
  })
})

describe('a receipt transaction link', () => {
  const txid = 'a'.repeat(64)
  it('links a mainnet transaction to a public explorer', () => {
    expect(explorerTxUrl(txid, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(
      `https://mempool.space/tx/${txid}`,
    )
  })
  it.each(['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'bcrt1q76xy0seuzuke8hq6dlc75w3tqc942ya3mmp9tv'])(
    'gives no link on another network (%s)',
    (address) => {
      expect(explorerTxUrl(txid, address)).toBeNull()
    },
  )
})
