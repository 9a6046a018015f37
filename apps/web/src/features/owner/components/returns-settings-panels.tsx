import { EMIRATES, REFUND_RULES, RULED_REFUND_KINDS } from '@shop/contract'
import { INPUT_CLASS, TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { Panel } from './owner-ui'
import { SettingField } from './setting-field'
import type { SettingsFormState } from './use-shop-settings-form'

/** How many days a buyer may return an order, and how many days delivery takes to each emirate. */
export function ReturnsAndDeliveryPanel({ form }: { form: SettingsFormState }) {
  const { t } = useTranslation(['ownerSettings', 'address'])
  const { values, errors, set } = form
  return (
    <Panel title={t('ownerSettings:groups.returns')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingField
          form={form}
          path="returnDays"
          label={t('ownerSettings:fields.returnDays')}
          hint="days"
          inputMode="numeric"
        />
      </div>
      <fieldset className="mt-5">
        <legend className="mb-3 text-sm font-semibold text-ink-900">
          {t('ownerSettings:fields.deliveryByEmirate')}
        </legend>
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {EMIRATES.map((emirate) => (
            <div key={emirate} className="grid grid-cols-[1fr_5rem_5rem] items-end gap-3">
              <span className="pb-3 text-sm font-medium text-ink-800">{t(`address:emirate.${emirate}`)}</span>
              {(['minDays', 'maxDays'] as const).map((end) => {
                const path = `deliveryByEmirate.${emirate}.${end}`
                return (
                  <TextField
                    key={end}
                    label={t(end === 'minDays' ? 'ownerSettings:fields.from' : 'ownerSettings:fields.to')}
                    name={path}
                    value={values[path] ?? ''}
                    onChange={(event) => set(path)(event.target.value)}
                    inputMode="numeric"
                    dir="ltr"
                    error={errors[path] ? t('ownerSettings:hints.days') : undefined}
                  />
                )
              })}
            </div>
          ))}
        </div>
      </fieldset>
    </Panel>
  )
}

/** The fee kept when a paid order is cancelled, and how each kind of refund is valued. */
export function RefundsPanel({ form }: { form: SettingsFormState }) {
  const { t } = useTranslation(['ownerSettings'])
  const { values, set } = form
  return (
    <Panel title={t('ownerSettings:groups.refunds')}>
      <div className="mb-6 max-w-md">
        <SettingField
          form={form}
          path="paidCancellationFeePercent"
          label={t('ownerSettings:fields.paidCancellationFeePercent')}
          hint="paidCancellationFeePercent"
        />
      </div>
      <p className="mb-4 text-sm text-ink-600">{t('ownerSettings:hints.refundRules')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {RULED_REFUND_KINDS.map((kind) => {
          const path = `refundRules.${kind}`
          return (
            <label key={kind} className="text-sm font-medium text-ink-800">
              <span className="mb-1.5 block">{t(`ownerSettings:refundKinds.${kind}`)}</span>
              <select
                name={path}
                className={`${INPUT_CLASS} border-line`}
                value={values[path] ?? 'btc'}
                onChange={(event) => set(path)(event.target.value)}
              >
                {REFUND_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {t(`ownerSettings:refundRules.${rule}`)}
                  </option>
                ))}
              </select>
            </label>
          )
        })}
      </div>
    </Panel>
  )
}
