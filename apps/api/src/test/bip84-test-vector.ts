import { createHash } from 'node:crypto'
import { createBase58check } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { p2wpkh } from '@scure/btc-signer'

// The BIP84 test vector's account (mnemonic "abandon abandon ... about", m/84'/0'/0'): a wallet anyone can
// rebuild, for tests that sign a payout as the owner's wallet would. Never a real wallet.

export const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
export const BIP84_ZPRV =
  'zprvAdG4iTXWBoARxkkzNpNh8r6Qag3irQB8PzEMkAFeTRXxHpbF9z4QgEvBRmfvqWvGp42t42nvgGpNgYSJA9iefm1yYNZKEm7z6qUWCroSQnE'
/** The vector's master key fingerprint, and the account's origin as a descriptor writes it. */
export const BIP84_ORIGIN = "[73c5da0a/84'/0'/0']"
/** The vector's first receive address, m/84'/0'/0'/0/0. */
export const BIP84_FIRST_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'

const base58check = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest()),
)

/** The public side the shop holds of the account: addresses and keys by branch and index. */
export function bip84WatchOnly() {
  const account = bip84AccountKey()
  const publicKeyAt = (branch: 0 | 1, index: number): Uint8Array => {
    const key = account.deriveChild(branch).deriveChild(index).publicKey
    if (!key) throw new Error('no public key')
    return key
  }
  return {
    publicKeyAt,
    receiveAddress: (index: number) => p2wpkh(publicKeyAt(0, index)).address ?? '',
    accountKeyFingerprint: account.fingerprint,
  }
}

/** The account's private key as an HDKey (the zprv read with xprv versions). */
export function bip84AccountKey(): HDKey {
  const bytes = base58check.decode(BIP84_ZPRV)
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(0, 0x0488ade4, false)
  return HDKey.fromExtendedKey(base58check.encode(bytes))
}
