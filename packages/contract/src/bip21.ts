import { formatBtc, type Sats } from './money.js'

// docs/architecture.md / §5: the payment QR carries a BIP21 URI `bitcoin:ADDR?amount=DUE` so wallets fill the amount.

function bip21Amount(dueSats: bigint): string {
  // BIP21 amounts are decimal BTC; trailing zeros are dropped to keep the QR small.
  return formatBtc(dueSats).replace(/\.?0+$/, '')
}

/**
 * `bitcoin:ADDR?amount=DUE` for `dueSats` still due; without `amount` when nothing positive is due.
 * @throws RangeError when `address` is empty.
 */
export function bip21Uri(address: string, dueSats: Sats | bigint): string {
  if (address === '') throw new RangeError('bip21Uri: empty address')
  return dueSats > 0n ? `bitcoin:${address}?amount=${bip21Amount(dueSats)}` : `bitcoin:${address}`
}

/** Bech32 addresses (bc1, tb1, bcrt1) are case-insensitive; base58 ones are not and must keep their case. */
const BECH32_ADDRESS = /^(bc1|tb1|bcrt1)[02-9ac-hj-np-z]+$/i

/**
 * The text to put in the QR code: the BIP21 URI with scheme and (bech32) address in upper case, which QR
 * encodes in its denser alphanumeric mode and wallets read best (docs/architecture.md#orders-stock-and-payment). The query keeps its case
 * because some wallets only know `amount` in lower case.
 */
export function bip21QrText(address: string, dueSats: Sats | bigint): string {
  const upperAddress = BECH32_ADDRESS.test(address) ? address.toUpperCase() : address
  return bip21Uri(upperAddress, dueSats).replace(/^bitcoin:/, 'BITCOIN:')
}
