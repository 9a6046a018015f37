import { defaultShopSettings } from '@shop/contract'
import { registerApiRoutes, type FeatureApp, type FeatureDeps } from '../../lib/feature-register.js'
import { shopSettingsRoutes } from './shop-settings.routes.js'
import { createShopSettingsService, type ShopSettingsService } from './shop-settings.service.js'

/**
 * docs/architecture.md#shop-settings: the owner's settings, the environment's values their defaults; every
 * instance hears a save at once through LISTEN/NOTIFY and re-reads a copy older than a few seconds anyway.
 */
export async function registerShopSettings(app: FeatureApp, deps: FeatureDeps): Promise<ShopSettingsService> {
  const { config, database } = deps
  const shopSettings = createShopSettingsService({
    db: database.db,
    clock: deps.clock,
    defaults: defaultShopSettings({
      kycThresholdAed: config.KYC_THRESHOLD_AED,
      kycValidDays: config.KYC_VALID_DAYS,
      maxOpenOrdersPerUser: config.MAX_OPEN_ORDERS_PER_USER,
      maxOpenOrderValueAed: config.MAX_OPEN_ORDER_VALUE_AED,
      maxOpenOrderValueVerifiedAed: config.MAX_OPEN_ORDER_VALUE_VERIFIED_AED,
      minPartPaymentPercent: config.MIN_PART_PAYMENT_PERCENT,
    }),
    listen: database.listen,
  })
  await shopSettings.start()
  app.addHook('onClose', () => shopSettings.stop())
  app.decorate('shopSettings', shopSettings)
  await registerApiRoutes(app, shopSettingsRoutes({ settings: shopSettings }))
  return shopSettings
}
