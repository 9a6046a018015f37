import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { HDKey } from '@scure/bip32'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import {
  endPaymentWindow,
  newShopper,
  OWNER,
  payOnChain,
  placeOrderByApi,
  registerThroughUi,
  snap,
  submitLoginForm,
  waitForLink,
} from '../support/shop.js'

/** One pass of the refunds sweep, which the shop otherwise runs on its own timer. */
async function sweepRefunds(request: APIRequestContext): Promise<void> {
  expect((await request.post('/api/v1/dev/refund-sweep')).ok()).toBe(true)
}

/**
 * The development wallet's key (the e2e server's own, written beside its embedded database): what the owner's
 * hardware wallet would hold. The test signs with it as Sparrow or Electrum would.
 */
async function signAsTheOwnersWallet(psbt: string): Promise<string> {
  const walletFile = path.join(process.env.E2E_DATA_DIR ?? '', 'wallet', 'dev-wallet.json')
  const wallet = JSON.parse(await readFile(walletFile, 'utf8')) as { seedHex: string; derivationPath: string }
  const account = HDKey.fromMasterSeed(Buffer.from(wallet.seedHex, 'hex')).derive(wallet.derivationPath)
  const tx = Transaction.fromPSBT(base64.decode(psbt))
  for (let index = 0; index < tx.inputsLength; index += 1) {
    // Each input names the key that signs it by its BIP32 path (…/change/index), as the PSBT carries it.
    const [[, origin] = []] = tx.getInput(index).bip32Derivation ?? []
    const [change = 0, child = 0] = origin?.path.slice(-2) ?? []
    const key = account.deriveChild(change).deriveChild(child).privateKey
    if (!key) throw new Error('The development wallet has no private key for this input.')
    tx.signIdx(key, index)
  }
  return base64.encode(tx.toPSBT())
}

test('money paid after the window ends goes back to the buyer in a PSBT the owner signs', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000)
  const shopper = newShopper(testInfo, 'refund')
  await registerThroughUi(page, shopper)
  const order = await placeOrderByApi(page.request)
  // The window ends (this project's server has a clock of its own), then the buyer's coins arrive.
  await endPaymentWindow(page.request, order.id)
  await payOnChain(page.request, order.id, order.amountBtc, 1)
  await sweepRefunds(page.request)
  // The buyer is mailed a claim link, and the order page offers the same claim.
  const claimLink = await waitForLink(shopper.email, /\S+\/profile\/refunds\/\d+/)

  await page.goto(`/profile/orders/${order.id}`)
  await page.getByRole('link', { name: 'Claim refund' }).click()
  await expect(page).toHaveURL(new URL(claimLink).pathname)
  await snap(page, testInfo, 'refund-claim')
  await page.getByLabel('Your Bitcoin address').fill('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')
  await page.getByRole('button', { name: 'Send my refund to this address' }).click()
  await expect(page.getByText('Address received: waiting for the shop')).toBeVisible()

  const owner = await browser.newPage({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } })
  await owner.goto('/login?redirect=%2Fadmin%2Frefunds')
  await submitLoginForm(owner, OWNER.email, OWNER.password)
  await expect(owner).toHaveURL(/\/admin\/refunds$/)
  await owner.getByRole('button', { name: 'Approve', exact: true }).first().click()
  await expect(owner.getByText('Approved: in the next payout').first()).toBeVisible()
  await owner.getByRole('button', { name: 'Prepare PSBT' }).click()
  await expect(owner.getByText('Waiting for signature').first()).toBeVisible()
  await snap(owner, testInfo, 'refunds-owner')

  const payouts = (await (await owner.request.get('/api/v1/owner/refunds/payouts')).json()).data as {
    payoutId: number
    status: string
    psbt: string
    txid: string
  }[]
  const payout = payouts.find((candidate) => candidate.status === 'prepared')
  if (!payout) throw new Error('No prepared payout.')
  const card = owner.getByRole('article', { name: `Payout ${payout.payoutId}` })
  await card.getByLabel('Signed PSBT (base64 or hex)').fill(await signAsTheOwnersWallet(payout.psbt))
  await card.getByRole('button', { name: 'Broadcast' }).click()
  await expect(card.getByText('Broadcast, unconfirmed')).toBeVisible()

  expect((await page.request.post('/api/v1/dev/mine', { data: { blocks: 1 } })).ok()).toBe(true)
  await sweepRefunds(page.request)
  await page.reload()
  await expect(page.getByTestId('refund-txid')).toHaveText(payout.txid)
  await snap(page, testInfo, 'refund-paid')
  // And the mail that says so names the transaction.
  await waitForLink(shopper.email, new RegExp(payout.txid))
  await page.goto(`/ar${new URL(page.url()).pathname}`)
  await expect(page.getByTestId('refund-txid')).toHaveText(payout.txid)
  await snap(page, testInfo, 'refund-paid-ar')
  await owner.close()
})
