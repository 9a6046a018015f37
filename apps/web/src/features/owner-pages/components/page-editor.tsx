import { PAGE_BODY_MAX_CHARS, type OwnerPage, type PageSlug, type RenderedPage } from '@shop/contract'
import { ArrowLeft, Eye, RotateCcw, Save, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/status-message'
import { FormAlert, TextAreaField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { formatDateTime } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { RichText } from '../../../lib/published-page'
import { Link } from '../../../lib/router'
import { useOwnerPage, usePageVersionAction, useSavePageDraft } from '../api'

/**
 * One page's editor: the Markdown in both languages, a draft saved as a new version, its preview as the API
 * renders it for shoppers, publishing, and the versions to read and restore.
 */
export function PageEditor({ slug }: { slug: PageSlug }) {
  const { t } = useTranslation(['ownerPages'])
  const [viewing, setViewing] = useState<number | undefined>(undefined)
  const page = useOwnerPage(slug, viewing)
  if (page.isError) return <LoadError message={t('ownerPages:loading')} onRetry={() => void page.refetch()} />
  if (!page.data) return <p role="status">{t('ownerPages:loading')}</p>
  return (
    <div className="space-y-6">
      <div>
        <Link
          to="/admin/pages"
          className="inline-flex items-center gap-1 text-sm font-semibold text-gold-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('ownerPages:back')}
        </Link>
        <h1 className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {t(`ownerPages:names.${slug}`)}
        </h1>
        <p className="mt-2 text-sm text-ink-600">
          {page.data.publishedVersion === null
            ? t('ownerPages:notPublished')
            : t('ownerPages:isPublished', { version: page.data.publishedVersion })}
        </p>
      </div>
      {page.data.version === page.data.draftVersion ? (
        <DraftForm key={page.data.version} page={page.data} />
      ) : (
        <OlderVersion page={page.data} onBack={() => setViewing(undefined)} />
      )}
      <Versions page={page.data} onView={setViewing} />
    </div>
  )
}

function DraftForm({ page }: { page: OwnerPage }) {
  const { t } = useTranslation(['ownerPages'])
  const [bodyEn, setBodyEn] = useState(page.bodyEn)
  const [bodyAr, setBodyAr] = useState(page.bodyAr)
  const save = useSavePageDraft(page.slug)
  const publish = usePageVersionAction(page.slug, 'publish')
  const dirty = bodyEn !== page.bodyEn || bodyAr !== page.bodyAr
  const onSave = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(
      { bodyEn, bodyAr },
      { onSuccess: (saved) => toast.success(t('ownerPages:saved', { version: saved.version })) },
    )
  }
  const onPublish = () =>
    publish.mutate(page.version, {
      onSuccess: () => toast.success(t('ownerPages:publishedNow', { version: page.version })),
    })
  const published = page.publishedVersion === page.version
  return (
    <>
      <form
        onSubmit={onSave}
        className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      >
        <p className="text-sm text-ink-600">{t('ownerPages:markdownHelp')}</p>
        {page.slug === 'testimonials' && (
          <p className="text-sm text-ink-600">{t('ownerPages:testimonialsHelp')}</p>
        )}
        <div className="grid gap-4 lg:grid-cols-2">
          <TextAreaField
            label={t('ownerPages:english')}
            value={bodyEn}
            onChange={(event) => setBodyEn(event.target.value)}
            rows={14}
            maxLength={PAGE_BODY_MAX_CHARS}
            dir="ltr"
            lang="en"
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
          />
          <TextAreaField
            label={t('ownerPages:arabic')}
            value={bodyAr}
            onChange={(event) => setBodyAr(event.target.value)}
            rows={14}
            maxLength={PAGE_BODY_MAX_CHARS}
            dir="rtl"
            lang="ar"
            className="[&_textarea]:text-sm"
          />
        </div>
        {save.error && <FormAlert>{save.error.message}</FormAlert>}
        {publish.error && <FormAlert>{publish.error.message}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={!dirty || save.isPending}>
            <Save aria-hidden="true" className="size-4" />
            {save.isPending ? t('ownerPages:saving') : t('ownerPages:saveDraft')}
          </Button>
          {!published && (
            <Button
              type="button"
              variant="secondary"
              onClick={onPublish}
              disabled={dirty || publish.isPending}
            >
              <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {publish.isPending
                ? t('ownerPages:publishing')
                : t('ownerPages:publish', { version: page.version })}
            </Button>
          )}
        </div>
      </form>
      <Preview page={page} stale={dirty} />
    </>
  )
}

function OlderVersion({ page, onBack }: { page: OwnerPage; onBack: () => void }) {
  const { t } = useTranslation(['ownerPages'])
  const restore = usePageVersionAction(page.slug, 'restore')
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold-300 bg-cream-50 p-4">
        <p className="text-sm font-medium text-ink-800">
          {t('ownerPages:viewingOlder', { version: page.version })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            disabled={restore.isPending}
            onClick={() =>
              restore.mutate(page.version, {
                onSuccess: (restored) => {
                  toast.success(t('ownerPages:restored', { from: page.version, version: restored.version }))
                  onBack()
                },
              })
            }
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('ownerPages:restore')}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onBack}>
            {t('ownerPages:backToNewest')}
          </Button>
        </div>
      </div>
      {restore.error && <FormAlert>{restore.error.message}</FormAlert>}
      <Preview page={page} stale={false} />
    </>
  )
}

function Preview({ page, stale }: { page: OwnerPage; stale: boolean }) {
  const { t } = useTranslation(['ownerPages'])
  return (
    <section
      aria-labelledby="page-preview-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="page-preview-heading"
        className="flex items-center gap-2 font-display text-lg font-semibold text-ink-900"
      >
        <Eye aria-hidden="true" className="size-5 text-gold-700" />
        {t('ownerPages:previewOf', { version: page.version })}
      </h2>
      {stale && <p className="mt-2 text-sm font-medium text-gold-800">{t('ownerPages:previewStale')}</p>}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <PreviewPane title={t('ownerPages:english')} rendered={page.preview.en} language="en" />
        <PreviewPane title={t('ownerPages:arabic')} rendered={page.preview.ar} language="ar" />
      </div>
    </section>
  )
}

function PreviewPane({
  title,
  rendered,
  language,
}: {
  title: string
  rendered: RenderedPage
  language: 'en' | 'ar'
}) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-cream-50 p-4">
      <h3 className="mb-2 text-xs font-semibold tracking-wider text-ink-500 uppercase">{title}</h3>
      <div lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        <RichText html={rendered.html} />
      </div>
    </div>
  )
}

function Versions({ page, onView }: { page: OwnerPage; onView: (version: number | undefined) => void }) {
  const { t } = useTranslation(['ownerPages'])
  return (
    <section
      aria-labelledby="page-versions-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="page-versions-heading" className="font-display text-lg font-semibold text-ink-900">
        {t('ownerPages:versions')}
      </h2>
      <ol className="mt-3 divide-y divide-line">
        {page.versions.map((version) => (
          <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="text-sm">
              <span className="font-semibold text-ink-900">
                {t('ownerPages:versionLine', { version: version.version })}
              </span>
              <span className="text-ink-600">
                {' · '}
                <span dir="ltr">{formatDateTime(version.createdAt)}</span>
                {' · '}
                {version.author ?? t('ownerPages:shipped')}
              </span>
              {version.published && (
                <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                  {t('ownerPages:publishedBadge')}
                </span>
              )}
              {version.version === page.version && (
                <span className="ms-2 rounded-full bg-cream-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                  {t('ownerPages:viewing')}
                </span>
              )}
            </div>
            {version.version !== page.version && (
              <button
                type="button"
                className={cx('text-sm font-semibold text-gold-700 hover:underline')}
                onClick={() => onView(version.version === page.draftVersion ? undefined : version.version)}
              >
                {t('ownerPages:view')} {t('ownerPages:versionLine', { version: version.version })}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
