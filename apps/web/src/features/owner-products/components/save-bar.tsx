import { Button } from '../../../components/ui/button'
import { useTranslation } from '../../../lib/i18n'

/** The editor's submit button, kept in view at the bottom, and a note when an existing product has unsaved changes. */
export function SaveBar({
  isExisting,
  isDirty,
  isSubmitting,
}: {
  isExisting: boolean
  isDirty: boolean
  isSubmitting: boolean
}) {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-cream-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border md:bottom-0">
      {isExisting && isDirty && (
        <span className="me-auto text-sm text-ink-600">{t('ownerProducts:editor.unsaved')}</span>
      )}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting
          ? t('ownerProducts:editor.saving')
          : isExisting
            ? t('ownerProducts:editor.save')
            : t('ownerProducts:editor.create')}
      </Button>
    </div>
  )
}
