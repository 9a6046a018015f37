import { Fragment, useId } from 'react'
import { cx } from '../../lib/cx'
import { useTranslation } from '../../lib/i18n'

export interface FilePickerProps {
  /** The field's name, shown above it: the input's accessible name, and the label tests and browsers find it by. */
  label: string
  accept?: string
  multiple?: boolean
  /** The files the form holds now: the picker names them beside its button. */
  files: readonly File[]
  onChange: (files: File[]) => void
  /** Ids of the texts that describe the field (a hint, an error), read after what is chosen. */
  describedBy?: string | undefined
  /** The button's words; "Choose a file" ("Choose files" with `multiple`) unless given. */
  buttonLabel?: string
  /** Said before the chosen files' names, e.g. "2 photos chosen". */
  chosenSummary?: string
  invalid?: boolean
  disabled?: boolean
}

/**
 * A file input in the page's language. The browser's own button and its "No file chosen" read in the browser's
 * language whatever the page's, so the input is visually hidden (still focusable, and still the element that
 * takes the files) and a label styled as a button opens it; beside it, what is chosen, or that nothing is.
 */
export function FilePicker({
  label,
  accept,
  multiple = false,
  files,
  onChange,
  describedBy,
  buttonLabel,
  chosenSummary,
  invalid = false,
  disabled = false,
}: FilePickerProps) {
  const { t } = useTranslation(['common'])
  const id = useId()
  const statusId = `${id}-chosen`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
          className="peer sr-only"
          onChange={(event) => onChange([...(event.target.files ?? [])])}
        />
        {/* A second label of the same input, so a click opens the browser's picker. Screen readers skip it:
            they read the input itself, by its name above and what is chosen. */}
        <label
          htmlFor={id}
          aria-hidden="true"
          className={cx(
            'inline-flex cursor-pointer items-center rounded-full border bg-white px-4 py-2 text-sm font-semibold text-ink-900 transition hover:border-gold-500',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            invalid ? 'border-red-600' : 'border-ink-900/15',
          )}
        >
          {buttonLabel ?? (multiple ? t('common:filePicker.chooseFiles') : t('common:filePicker.choose'))}
        </label>
        <span id={statusId} className="min-w-0 text-sm break-all text-ink-600">
          {files.length === 0 ? (
            t('common:filePicker.none')
          ) : (
            <>
              {chosenSummary && <span className="me-1">{chosenSummary}</span>}
              {files.map((file, index) => (
                <Fragment key={`${index}-${file.name}`}>
                  {index > 0 && t('common:filePicker.separator')}
                  <bdi>{file.name}</bdi>
                </Fragment>
              ))}
            </>
          )}
        </span>
      </div>
    </div>
  )
}
