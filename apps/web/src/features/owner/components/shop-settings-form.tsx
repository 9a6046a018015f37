import type { StoredShopSettings } from '@shop/contract'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/text-field'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { PageHeading } from './owner-ui'
import { RefundsPanel, ReturnsAndDeliveryPanel } from './returns-settings-panels'
import { FieldGroup } from './setting-field'
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

      <FieldGroup form={form} group="charges" />
      <FieldGroup form={form} group="windows" />
      <ShippingSettingsPanel form={form} />
      <FieldGroup form={form} group="identity" />
      <FieldGroup form={form} group="limits" />
      <ReturnsAndDeliveryPanel form={form} />
      <RefundsPanel form={form} />
      <FieldGroup form={form} group="sellBack" />

      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="sticky bottom-4 flex justify-end">
        <Button type="submit" disabled={isSaving} className="w-full shadow-lg sm:w-auto">
          {isSaving ? t('ownerSettings:saving') : t('ownerSettings:save')}
        </Button>
      </div>
    </form>
  )
}
