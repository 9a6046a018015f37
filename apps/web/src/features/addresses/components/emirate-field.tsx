import { EMIRATES } from '@shop/contract'
import { forwardRef, useId, type ComponentProps } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { INPUT_CLASS } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'

/** The seven emirates as a labelled select, in the page's language; its error is tied to it like TextField's. */
export const EmirateField = forwardRef<
  HTMLSelectElement,
  ComponentProps<'select'> & { error?: string | undefined }
>(function EmirateField({ error, className, ...props }, ref) {
  const { t } = useTranslation(['address'])
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {t('address:form.emirate')}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
        className={cx(INPUT_CLASS, 'appearance-auto', error ? 'border-red-600' : 'border-line')}
      >
        <option value="">{t('address:form.chooseEmirate')}</option>
        {EMIRATES.map((emirate) => (
          <option key={emirate} value={emirate}>
            {t(`address:emirate.${emirate}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
})
