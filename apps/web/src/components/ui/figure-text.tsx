import { figureSegments } from '@shop/contract'
import { isLanguage, textDirection } from '@shop/contract/i18n'
import { useTranslation } from '../../lib/i18n'

/**
 * Text with each figure and its Latin unit ("31.1035 g", "256 GB") in a left-to-right island on a right-to-left
 * page, so it shows "31.1035 g" and not "g 31.1035" (docs/decisions/265). A left-to-right page gets the text as
 * it is: there the islands would change nothing.
 */
export function FigureText({ text }: { text: string }) {
  const { i18n } = useTranslation()
  if (!isLanguage(i18n.language) || textDirection(i18n.language) !== 'rtl') return text
  return (
    <>
      {figureSegments(text).map((segment, index) =>
        segment.figure ? (
          <bdi key={index} dir="ltr">
            {segment.text}
          </bdi>
        ) : (
          segment.text
        ),
      )}
    </>
  )
}
