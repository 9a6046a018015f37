import type { ReactNode } from 'react'
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

/** A panel of fields in two columns from small screens up. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Panel>
  )
}
