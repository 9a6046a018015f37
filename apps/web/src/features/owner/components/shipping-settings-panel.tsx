import { EMIRATES } from '@shop/contract'
import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { Panel } from './owner-ui'
import { SettingField } from './setting-field'
import type { SettingsFormState } from './use-shop-settings-form'

/** Standard delivery's price by emirate, the order value above which it is free, and express delivery. */
export function ShippingSettingsPanel({ form }: { form: SettingsFormState }) {
  const { t } = useTranslation(['ownerSettings', 'address'])
  const { values, errors, set } = form
  return (
    <Panel title={t('ownerSettings:groups.shipping')}>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink-900">
          {t('ownerSettings:fields.standardByEmirate')}
        </legend>
        <p className="mb-3 text-xs text-ink-500">{t('ownerSettings:hints.standardByEmirate')}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {EMIRATES.map((emirate) => {
            const path = `shipping.standardFilsByEmirate.${emirate}`
            return (
              <TextField
                key={emirate}
                label={t(`address:emirate.${emirate}`)}
                name={path}
                value={values[path] ?? ''}
                onChange={(event) => set(path)(event.target.value)}
                inputMode="decimal"
                dir="ltr"
                error={
                  errors[path]
                    ? t('ownerSettings:invalid', { hint: t('ownerSettings:hints.aed') })
                    : undefined
                }
              />
            )
          })}
        </div>
      </fieldset>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <SettingField
          form={form}
          path="shipping.freeAboveFils"
          label={t('ownerSettings:fields.freeAbove')}
          hint="freeAbove"
        />
      </div>
      <div className="mt-5 rounded-xl border border-line bg-cream-50 p-4">
        <label className="flex items-center gap-3 text-sm font-semibold text-ink-900">
          <input
            type="checkbox"
            name="shipping.express.enabled"
            checked={values['shipping.express.enabled'] === 'true'}
            onChange={(event) => set('shipping.express.enabled')(String(event.target.checked))}
            className="size-5 accent-gold-600"
          />
          {t('ownerSettings:fields.expressEnabled')}
        </label>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SettingField
            form={form}
            path="shipping.express.priceFils"
            label={t('ownerSettings:fields.expressPrice')}
            hint="aed"
          />
          <SettingField
            form={form}
            path="shipping.express.maxDays"
            label={t('ownerSettings:fields.expressDays')}
            hint="days"
            inputMode="numeric"
          />
        </div>
      </div>
    </Panel>
  )
}
