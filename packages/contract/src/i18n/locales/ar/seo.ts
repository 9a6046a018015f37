import type { Translation } from '../../translation.js'
import type en from '../en/seo.js'

export default {
  site: {
    title: '{{site}} · ذهب وفضة وهواتف ذكية',
    description:
      'سبائك ذهب وفضة استثمارية وأحدث الهواتف الذكية في الإمارات. الأسعار بالدرهم، والدفع بالبيتكوين، والتوصيل مؤمَّن.',
  },
  page: {
    title: '{{name}} · {{site}}',
  },
  category: {
    description:
      '{{name}} لدى {{site}}: عدد المنتجات {{productCount}}، الأسعار بالدرهم الإماراتي، والدفع بالبيتكوين، مع توصيل مؤمَّن داخل الإمارات.',
  },
  productNotFound: {
    title: 'المنتج غير موجود · {{site}}',
    description: 'هذا المنتج غير متوفر.',
  },
  categoryNotFound: {
    title: 'الفئة غير موجودة · {{site}}',
    description: 'لم نتمكن من العثور على الفئة التي تبحث عنها.',
  },
} satisfies Translation<typeof en>
