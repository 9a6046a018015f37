import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { useTranslation } from '../../../lib/i18n'

/** Freshly issued recovery codes, shown once: listed for copying or writing down. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(['security'])
  return (
    <div
      role="region"
      aria-label={t('security:recovery.title')}
      className="rounded-xl border border-gold-300 bg-cream-50 p-4"
    >
      <h3 className="font-semibold text-ink-900">{t('security:recovery.title')}</h3>
      <p className="mt-1 text-sm text-ink-700">{t('security:recovery.intro')}</p>
      <ol
        data-testid="recovery-codes"
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5"
        dir="ltr"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-white px-2 py-1.5 text-center text-ink-900">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => toast.success(t('security:recovery.copied')))
          }}
        >
          {t('security:recovery.copy')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('security:recovery.saved')}
        </Button>
      </div>
    </div>
  )
}
