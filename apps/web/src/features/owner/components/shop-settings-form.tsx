import type { StoredShopSettings } from '@shop/contract'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/text-field'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { PageHeading } from './owner-ui'
import { RefundsPanel, ReturnsAndDeliveryPanel } from './returns-settings-panels'
import { Group, SettingField } from './setting-field'
import { ShippingSettingsPanel } from './shipping-settings-panel'
import { useShopSettingsForm } from './use-shop-settings-form'

/**
 * The owner's settings page: one form in groups (charges, payment windows, shipping, identity, limits, returns
 * and delivery). The contract's schema judges it before it is sent and the API again; a bad value is named
 * beside its field and nothing is saved; a save says which version now applies.
 */
export function ShopSettingsForm({ stored }: { stored: StoredShopSettings }) {
  const { t } = useTranslation(['ownerSettings', 'address', 'owner'])
  const { form, alert, isSaving, current, submit } = useShopSettingsForm(stored)

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <PageHeading
        title={t('ownerSettings:page.title')}
        lead={
          <>
            {t('ownerSettings:page.lead')}{' '}
            <span className="block text-sm text-ink-500" data-testid="settings-version">
              {current.updatedAt
                ? t('ownerSettings:page.version', {
                    version: current.version,
                    at: formatDateTime(current.updatedAt),
                  })
                : t('ownerSettings:page.neverSaved')}
            </span>
          </>
        }
      />

      <Group title={t('ownerSettings:groups.charges')}>
        <SettingField
          form={form}
          path="serviceChargePercent"
          label={t('ownerSettings:fields.serviceChargePercent')}
          hint="serviceChargePercent"
        />
      </Group>

      <Group title={t('ownerSettings:groups.windows')}>
        <SettingField
          form={form}
          path="paymentWindowMinutes"
          label={t('ownerSettings:fields.paymentWindowMinutes')}
          hint="window"
          inputMode="numeric"
        />
        <SettingField
          form={form}
          path="insufficientWindowMinutes"
          label={t('ownerSettings:fields.insufficientWindowMinutes')}
          hint="window"
          inputMode="numeric"
        />
        <SettingField
          form={form}
          path="minPartPaymentPercent"
          label={t('ownerSettings:fields.minPartPaymentPercent')}
          hint="minPartPaymentPercent"
        />
      </Group>

      <ShippingSettingsPanel form={form} />

      <Group title={t('ownerSettings:groups.identity')}>
        <SettingField
          form={form}
          path="identityThresholdFils"
          label={t('ownerSettings:fields.identityThreshold')}
          hint="aed"
        />
        <SettingField
          form={form}
          path="identityValidDays"
          label={t('ownerSettings:fields.identityValidDays')}
          hint="days"
          inputMode="numeric"
        />
      </Group>

      <Group title={t('ownerSettings:groups.limits')}>
        <SettingField
          form={form}
          path="maxOpenOrders"
          label={t('ownerSettings:fields.maxOpenOrders')}
          hint="count"
          inputMode="numeric"
        />
        <SettingField
          form={form}
          path="maxOpenOrderValueFils"
          label={t('ownerSettings:fields.maxOpenOrderValue')}
          hint="aed"
        />
        <SettingField
          form={form}
          path="maxOpenOrderValueVerifiedFils"
          label={t('ownerSettings:fields.maxOpenOrderValueVerified')}
          hint="aed"
        />
      </Group>

      <ReturnsAndDeliveryPanel form={form} />
      <RefundsPanel form={form} />

      <Group title={t('ownerSettings:groups.sellBack')}>
        <SettingField
          form={form}
          path="sellBackSpreadPercent.gold"
          label={t('ownerSettings:fields.sellBackSpreadGold')}
          hint="sellBackSpread"
        />
        <SettingField
          form={form}
          path="sellBackSpreadPercent.silver"
          label={t('ownerSettings:fields.sellBackSpreadSilver')}
          hint="sellBackSpread"
        />
        <SettingField
          form={form}
          path="sellBackQuoteHoldMinutes"
          label={t('ownerSettings:fields.sellBackQuoteHoldMinutes')}
          hint="sellBackHold"
          inputMode="numeric"
        />
      </Group>

      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="sticky bottom-4 flex justify-end">
        <Button type="submit" disabled={isSaving} className="w-full shadow-lg sm:w-auto">
          {isSaving ? t('ownerSettings:saving') : t('ownerSettings:save')}
        </Button>
      </div>
    </form>
  )
}
