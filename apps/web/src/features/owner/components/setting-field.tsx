import type { ReactNode } from 'react'
import type { EnglishTexts } from '@shop/contract/i18n'
import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { Panel } from './owner-ui'
import type { SettingsFormState } from './use-shop-settings-form'

export type HintKey =
  | 'serviceChargePercent'
  | 'window'
  | 'minPartPaymentPercent'
  | 'standardByEmirate'
  | 'freeAbove'
  | 'aed'
  | 'days'
  | 'count'
  | 'paidCancellationFeePercent'
  | 'sellBackSpread'
  | 'sellBackHold'

/** A labelled input of the setting at `path`, with its hint, and the error in the page's words. */
export function SettingField({
  form,
  path,
  label,
  hint,
  inputMode = 'decimal',
}: {
  form: SettingsFormState
  path: string
  label: string
  hint: HintKey
  inputMode?: 'decimal' | 'numeric'
}) {
  const { t } = useTranslation(['ownerSettings'])
  return (
    <TextField
      label={label}
      name={path}
      value={form.values[path] ?? ''}
      onChange={(event) => form.set(path)(event.target.value)}
      inputMode={inputMode}
      dir="ltr"
      hint={t(`ownerSettings:hints.${hint}`)}
      error={
        form.errors[path] ? t('ownerSettings:invalid', { hint: t(`ownerSettings:hints.${hint}`) }) : undefined
      }
    />
  )
}

type FieldKey = keyof EnglishTexts['ownerSettings']['fields']
type GroupKey = keyof EnglishTexts['ownerSettings']['groups']
interface FieldRow {
  path: string
  label: FieldKey
  hint: HintKey
  inputMode?: 'numeric'
}

/** The settings that are one number each, by the group they are shown in (the others have panels of their own). */
const FIELD_GROUPS = {
  charges: [{ path: 'serviceChargePercent', label: 'serviceChargePercent', hint: 'serviceChargePercent' }],
  windows: [
    { path: 'paymentWindowMinutes', label: 'paymentWindowMinutes', hint: 'window', inputMode: 'numeric' },
    {
      path: 'insufficientWindowMinutes',
      label: 'insufficientWindowMinutes',
      hint: 'window',
      inputMode: 'numeric',
    },
    { path: 'minPartPaymentPercent', label: 'minPartPaymentPercent', hint: 'minPartPaymentPercent' },
  ],
  identity: [
    { path: 'identityThresholdFils', label: 'identityThreshold', hint: 'aed' },
    { path: 'identityValidDays', label: 'identityValidDays', hint: 'days', inputMode: 'numeric' },
  ],
  limits: [
    { path: 'maxOpenOrders', label: 'maxOpenOrders', hint: 'count', inputMode: 'numeric' },
    { path: 'maxOpenOrderValueFils', label: 'maxOpenOrderValue', hint: 'aed' },
    { path: 'maxOpenOrderValueVerifiedFils', label: 'maxOpenOrderValueVerified', hint: 'aed' },
  ],
  sellBack: [
    { path: 'sellBackSpreadPercent.gold', label: 'sellBackSpreadGold', hint: 'sellBackSpread' },
    { path: 'sellBackSpreadPercent.silver', label: 'sellBackSpreadSilver', hint: 'sellBackSpread' },
    {
      path: 'sellBackQuoteHoldMinutes',
      label: 'sellBackQuoteHoldMinutes',
      hint: 'sellBackHold',
      inputMode: 'numeric',
    },
  ],
} as const satisfies Partial<Record<GroupKey, readonly FieldRow[]>>

/** One group of FIELD_GROUPS: its panel, titled, with a field per setting. */
export function FieldGroup({ form, group }: { form: SettingsFormState; group: keyof typeof FIELD_GROUPS }) {
  const { t } = useTranslation(['ownerSettings'])
  const rows: readonly FieldRow[] = FIELD_GROUPS[group]
  return (
    <Group title={t(`ownerSettings:groups.${group}`)}>
      {rows.map((row) => (
        <SettingField
          key={row.path}
          form={form}
          path={row.path}
          label={t(`ownerSettings:fields.${row.label}`)}
          hint={row.hint}
          inputMode={row.inputMode}
        />
      ))}
    </Group>
  )
}

/** A panel of fields in two columns from small screens up. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Panel>
  )
}
