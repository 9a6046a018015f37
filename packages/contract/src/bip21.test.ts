import { describe, expect, it } from 'vitest'
import { bip21QrText, bip21Uri } from './bip21.js'

describe('BIP21', () => {
  it.each([
    [123_456n, 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00123456'],
    [100_000_000n, 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=1'],
    [150_000_000n, 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=1.5'],
    [1_000n, 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.00001'],
    [0n, 'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ])('%s sats due -> %s', (due, uri) => {
    expect(bip21Uri('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', due)).toBe(uri)
  })

  it('upper-cases the scheme and a bech32 address for the QR, not a base58 one', () => {
    expect(bip21QrText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 123_456n)).toBe(
      'BITCOIN:BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ?amount=0.00123456',
    )
    expect(bip21QrText('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 0n)).toBe(
      'BITCOIN:1BoatSLRHtKNngkdXEeobR76b53LETtpyT',
    )
  })
})
