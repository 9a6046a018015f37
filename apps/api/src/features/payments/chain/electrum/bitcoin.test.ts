import { describe, expect, it } from 'vitest'
import { headerHash, headerPrevHash, outputScriptOf, scripthashOf, statusOfHistory } from './bitcoin.js'

// Published vectors, so the backend and the stand-in (which share these functions) match real servers.

const GENESIS_HEADER =
  '0100000000000000000000000000000000000000000000000000000000000000000000003ba3edfd7a7b12b27ac72c3e67768f617fc81bc3888a51323a9fb8aa4b1e5e4a29ab5f49ffff001d1dac2b7c'

describe('Electrum encodings', () => {
  it('hashes a block header as block explorers show it', () => {
    expect(headerHash(GENESIS_HEADER)).toBe(
      '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    )
    expect(headerPrevHash(GENESIS_HEADER)).toBe('0'.repeat(64))
    expect(() => headerHash('00')).toThrow(/80 bytes/)
  })

  it("makes the protocol documentation's scripthash of an address, on every network", () => {
    // The Electrum protocol's own example (docs: "Script hashes").
    expect(scripthashOf(outputScriptOf('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'))).toBe(
      '8b01df4e368ea28f8dc0423bcf7a4923e3a12d307c875e47a0cfbf90b5c39161',
    )
    // BIP173's P2WPKH vector: the same witness program on mainnet, testnet/signet and regtest.
    const program = '0014751e76e8199196d454941c45d1b3a323f1433bd6'
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    ]) {
      expect(Buffer.from(outputScriptOf(address)).toString('hex')).toBe(program)
    }
    expect(() => outputScriptOf('not-an-address')).toThrow('not a Bitcoin address: not-an-address')
  })

  it('computes the status of a history, null when empty', () => {
    expect(statusOfHistory([])).toBeNull()
    expect(statusOfHistory([{ tx_hash: 'ab'.repeat(32), height: 5 }])).toMatch(/^[0-9a-f]{64}$/)
    expect(statusOfHistory([{ tx_hash: 'ab'.repeat(32), height: 5 }])).not.toBe(
      statusOfHistory([{ tx_hash: 'ab'.repeat(32), height: 0 }]),
    )
  })
})
