import { EMIRATES, RULED_REFUND_KINDS, REFUND_RULES, type StoredShopSettings } from '@shop/contract'
import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { FormAlert, INPUT_CLASS, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useSaveSettings } from '../settings-api'
import { fromFormValues, toFormValues, type FormValues } from '../settings-form'
import { PageHeading, Panel } from './office-ui'

type HintKey =
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

/** The field errors of a 400 from the API (`details.body`), by dotted path. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const issues = (error.details as { body?: { path: (string | number)[]; message: string }[] } | undefined)
    ?.body
  return Object.fromEntries((issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

/**
 * The owner's settings page: one form in groups (charges, payment windows, shipping, identity, limits, returns
 * and delivery). The contract's schema judges it before it is sent and the API again; a bad value is named
 * beside its field and nothing is saved; a save says which version now applies.
 */
export function ShopSettingsForm({ stored }: { stored: StoredShopSettings }) {
  const { t } = useTranslation(['settingsAdmin', 'address', 'admin'])
  const save = useSaveSettings()
  const [values, setValues] = useState<FormValues>(() => toFormValues(stored.settings))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const current = save.data ?? stored

  const set = (path: string) => (value: string) => setValues((before) => ({ ...before, [path]: value }))

  /** A labelled input of the setting at `path`, with its hint, and the error in the page's words. */
  const field = (
    path: string,
    label: string,
    hint: HintKey,
    props: { inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      name={path}
      value={values[path] ?? ''}
      onChange={(event) => set(path)(event.target.value)}
      inputMode={props.inputMode ?? 'decimal'}
      dir="ltr"
      hint={t(`settingsAdmin:hints.${hint}`)}
      error={
        errors[path] ? t('settingsAdmin:invalid', { hint: t(`settingsAdmin:hints.${hint}`) }) : undefined
      }
    />
  )

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    const read = fromFormValues(values)
    if (read.errors) {
      setErrors(read.errors)
      setAlert(t('settingsAdmin:fixErrors'))
      return
    }
    try {
      const saved = await save.mutateAsync(read.settings)
      setErrors({})
      setValues(toFormValues(saved.settings))
      toast.success(t('settingsAdmin:saved', { version: saved.version }))
    } catch (error) {
      const fromServer = serverFieldErrors(error)
      setErrors(fromServer)
      setAlert(
        Object.keys(fromServer).length > 0
          ? t('settingsAdmin:fixErrors')
          : t('settingsAdmin:saveFailed', { message: error instanceof Error ? error.message : '' }),
      )
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <PageHeading
        title={t('settingsAdmin:page.title')}
        lead={
          <>
            {t('settingsAdmin:page.lead')}{' '}
            <span className="block text-sm text-ink-500" data-testid="settings-version">
              {current.updatedAt
                ? t('settingsAdmin:page.version', {
                    version: current.version,
                    at: formatDateTime(current.updatedAt),
                  })
                : t('settingsAdmin:page.neverSaved')}
            </span>
          </>
        }
      />

      <Group title={t('settingsAdmin:groups.charges')}>
        {field(
          'serviceChargePercent',
          t('settingsAdmin:fields.serviceChargePercent'),
          'serviceChargePercent',
        )}
      </Group>

      <Group title={t('settingsAdmin:groups.windows')}>
        {field('paymentWindowMinutes', t('settingsAdmin:fields.paymentWindowMinutes'), 'window', {
          inputMode: 'numeric',
        })}
        {field('insufficientWindowMinutes', t('settingsAdmin:fields.insufficientWindowMinutes'), 'window', {
          inputMode: 'numeric',
        })}
        {field(
          'minPartPaymentPercent',
          t('settingsAdmin:fields.minPartPaymentPercent'),
          'minPartPaymentPercent',
        )}
      </Group>

      <Panel title={t('settingsAdmin:groups.shipping')}>
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-ink-900">
            {t('settingsAdmin:fields.standardByEmirate')}
          </legend>
          <p className="mb-3 text-xs text-ink-500">{t('settingsAdmin:hints.standardByEmirate')}</p>
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
                      ? t('settingsAdmin:invalid', { hint: t('settingsAdmin:hints.aed') })
                      : undefined
                  }
                />
              )
            })}
          </div>
        </fieldset>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {field('shipping.freeAboveFils', t('settingsAdmin:fields.freeAbove'), 'freeAbove')}
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
            {t('settingsAdmin:fields.expressEnabled')}
          </label>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {field('shipping.express.priceFils', t('settingsAdmin:fields.expressPrice'), 'aed')}
            {field('shipping.express.maxDays', t('settingsAdmin:fields.expressDays'), 'days', {
              inputMode: 'numeric',
            })}
          </div>
        </div>
      </Panel>

      <Group title={t('settingsAdmin:groups.identity')}>
        {field('identityThresholdFils', t('settingsAdmin:fields.identityThreshold'), 'aed')}
        {field('identityValidDays', t('settingsAdmin:fields.identityValidDays'), 'days', {
          inputMode: 'numeric',
        })}
      </Group>

      <Group title={t('settingsAdmin:groups.limits')}>
        {field('maxOpenOrders', t('settingsAdmin:fields.maxOpenOrders'), 'count', { inputMode: 'numeric' })}
        {field('maxOpenOrderValueFils', t('settingsAdmin:fields.maxOpenOrderValue'), 'aed')}
        {field('maxOpenOrderValueVerifiedFils', t('settingsAdmin:fields.maxOpenOrderValueVerified'), 'aed')}
      </Group>

      <Panel title={t('settingsAdmin:groups.returns')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('returnDays', t('settingsAdmin:fields.returnDays'), 'days', { inputMode: 'numeric' })}
        </div>
        <fieldset className="mt-5">
          <legend className="mb-3 text-sm font-semibold text-ink-900">
            {t('settingsAdmin:fields.deliveryByEmirate')}
          </legend>
          <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
            {EMIRATES.map((emirate) => (
              <div key={emirate} className="grid grid-cols-[1fr_5rem_5rem] items-end gap-3">
                <span className="pb-3 text-sm font-medium text-ink-800">
                  {t(`address:emirate.${emirate}`)}
                </span>
                {(['minDays', 'maxDays'] as const).map((end) => {
                  const path = `deliveryByEmirate.${emirate}.${end}`
                  return (
                    <TextField
                      key={end}
                      label={t(end === 'minDays' ? 'settingsAdmin:fields.from' : 'settingsAdmin:fields.to')}
                      name={path}
                      value={values[path] ?? ''}
                      onChange={(event) => set(path)(event.target.value)}
                      inputMode="numeric"
                      dir="ltr"
                      error={errors[path] ? t('settingsAdmin:hints.days') : undefined}
                    />
                  )
                })}
              </div>
            ))}
          </div>
        </fieldset>
      </Panel>

      <Panel title={t('settingsAdmin:groups.refunds')}>
        <div className="mb-6 max-w-md">
          {field(
            'paidCancellationFeePercent',
            t('settingsAdmin:fields.paidCancellationFeePercent'),
            'paidCancellationFeePercent',
          )}
        </div>
        <p className="mb-4 text-sm text-ink-600">{t('settingsAdmin:hints.refundRules')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {RULED_REFUND_KINDS.map((kind) => {
            const path = `refundRules.${kind}`
            return (
              <label key={kind} className="text-sm font-medium text-ink-800">
                <span className="mb-1.5 block">{t(`settingsAdmin:refundKinds.${kind}`)}</span>
                <select
                  name={path}
                  className={`${INPUT_CLASS} border-line`}
                  value={values[path] ?? 'btc'}
                  onChange={(event) => set(path)(event.target.value)}
                >
                  {REFUND_RULES.map((rule) => (
                    <option key={rule} value={rule}>
                      {t(`settingsAdmin:refundRules.${rule}`)}
                    </option>
                  ))}
                </select>
              </label>
            )
          })}
        </div>
      </Panel>

      <Group title={t('settingsAdmin:groups.sellBack')}>
        {field('sellBackSpreadPercent.gold', t('settingsAdmin:fields.sellBackSpreadGold'), 'sellBackSpread')}
        {field(
          'sellBackSpreadPercent.silver',
          t('settingsAdmin:fields.sellBackSpreadSilver'),
          'sellBackSpread',
        )}
        {field(
          'sellBackQuoteHoldMinutes',
          t('settingsAdmin:fields.sellBackQuoteHoldMinutes'),
          'sellBackHold',
          {
            inputMode: 'numeric',
          },
        )}
      </Group>

      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="sticky bottom-4 flex justify-end">
        <Button type="submit" disabled={save.isPending} className="w-full shadow-lg sm:w-auto">
          {save.isPending ? t('settingsAdmin:saving') : t('settingsAdmin:save')}
        </Button>
      </div>
    </form>
  )
}

/** A panel of fields in two columns from small screens up. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={title}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Panel>
  )
}
