import type { StoredShopSettings } from '@shop/contract'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { ApiError } from '../../../lib/api-client'
import { useTranslation } from '../../../lib/i18n'
import { useSaveSettings } from '../settings-api'
import { fromFormValues, toFormValues, type FormValues } from '../settings-form'

/** The field errors of a 400 from the API (`details.body`), by dotted path. */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {}
  const issues = (error.details as { body?: { path: (string | number)[]; message: string }[] } | undefined)
    ?.body
  return Object.fromEntries((issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

/** The settings form's texts and errors by dotted path, and how a field's text changes. */
export interface SettingsFormState {
  values: FormValues
  errors: Record<string, string>
  set: (path: string) => (value: string) => void
}

/**
 * The owner's settings as form texts: the contract's schema judges them before they are sent, and the API's
 * own field errors land on the same paths. A save shows the settings as stored.
 */
export function useShopSettingsForm(stored: StoredShopSettings) {
  const { t } = useTranslation(['ownerSettings'])
  const save = useSaveSettings()
  const [values, setValues] = useState<FormValues>(() => toFormValues(stored.settings))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)

  const set = (path: string) => (value: string) => setValues((before) => ({ ...before, [path]: value }))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setAlert(null)
    const read = fromFormValues(values)
    if (read.errors) {
      setErrors(read.errors)
      setAlert(t('ownerSettings:fixErrors'))
      return
    }
    try {
      const saved = await save.mutateAsync(read.settings)
      setErrors({})
      setValues(toFormValues(saved.settings))
      toast.success(t('ownerSettings:saved', { version: saved.version }))
    } catch (error) {
      const fromServer = serverFieldErrors(error)
      setErrors(fromServer)
      setAlert(
        Object.keys(fromServer).length > 0
          ? t('ownerSettings:fixErrors')
          : t('ownerSettings:saveFailed', { message: error instanceof Error ? error.message : '' }),
      )
    }
  }

  const form: SettingsFormState = { values, errors, set }
  return {
    form,
    alert,
    isSaving: save.isPending,
    current: save.data ?? stored,
    submit: (event: FormEvent) => void onSubmit(event),
  }
}
