import type { ShopSettings } from '@shop/contract'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import type { OrderMailSettings } from '../order-mail/order-mail.js'
import { voidIdentityApprovals } from './identity-approvals.repo.js'
import { createIdentityFileStore } from './identity-files.js'
import { identityKeyRingOf } from './identity-keys.js'
import { identityRoutes } from './identity.routes.js'
import { createIdentityService, type IdentityDeps } from './identity.service.js'

export interface IdentityFeatureDeps extends FeatureDeps {
  preparePayment: IdentityDeps['payments']['preparePayment']
  mail: OrderMailSettings
  settings: { current(): Promise<ShopSettings> }
  requote: IdentityDeps['requote']
  onStockTaken(productIds: readonly number[]): void
}

/**
 * docs/architecture.md#identity-checks-for-large-orders: the buyer's documents and the owner's review.
 * Answers the voiding of approvals a rename calls (docs/decisions/172).
 */
export async function registerIdentity(app: FeatureApp, deps: IdentityFeatureDeps) {
  const { config, database } = deps
  const identityFiles = await createIdentityFileStore(config.IDENTITY_DIR, await identityKeyRingOf(config))
  // Files kept in plain before encryption existed are encrypted before the shop serves one (decision 205).
  const encrypted = await identityFiles.encryptPlainFiles()
  if (encrypted > 0) deps.log.info({ encrypted }, 'identity files: encrypted the files kept in plain')
  const identity = createIdentityService({
    db: database.db,
    clock: deps.clock,
    files: identityFiles,
    payments: {
      preparePayment: (order) => deps.preparePayment(order),
      monitorDays: config.MONITOR_DAYS,
    },
    mail: deps.mail,
    retentionDays: config.IDENTITY_RETENTION_DAYS,
    largeOrderPaymentWindowMinutes: config.LARGE_ORDER_PAYMENT_WINDOW_MIN,
    log: deps.log,
    isLeader: database.leadership,
    documentHoldMinutes: config.KYC_DOCUMENT_HOLD_MINUTES,
    settings: deps.settings,
    requote: deps.requote,
    onStockTaken: (productIds) => deps.onStockTaken(productIds),
  })
  app.decorate('identity', identity)
  app.addHook('onClose', () => identity.stop())
  await registerApiRoutes(app, identityRoutes({ identity, uploadMaxBytes: config.IDENTITY_UPLOAD_MAX_BYTES }))
  return { voidIdentityApprovals }
}
