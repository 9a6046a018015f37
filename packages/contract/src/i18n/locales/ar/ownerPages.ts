import type { Translation } from '../../translation.js'
import type en from '../en/ownerPages.js'

export default {
  title: 'الصفحات',
  lead: 'نصوص المتجر وتذييل كل رسالة بريد، بالعربية والإنجليزية. احفظ مسودة، ثم عاينها، ثم انشرها: لا يرى المتسوقون إلا ما نُشر.',
  loading: 'جارٍ تحميل الصفحات…',
  names: {
    about: 'من نحن',
    faq: 'الأسئلة الشائعة',
    terms: 'الشروط والأحكام',
    'home-hero': 'الصفحة الرئيسية: اللافتة',
    testimonials: 'الصفحة الرئيسية: آراء العملاء',
    'mail-footer': 'تذييل كل رسالة بريد',
  },
  published: 'منشورة: النسخة \u2068{{version}}\u2069',
  notPublished: 'غير منشورة',
  draftWaiting: 'مسودة بانتظار النشر: النسخة \u2068{{version}}\u2069',
  edit: 'تعديل',
  back: 'كل الصفحات',
  english: 'الإنجليزية',
  arabic: 'العربية',
  markdownHelp:
    'ماركداون: **عريض**، *مائل*، [رابط](https://…)، والسطر الذي يبدأ بـ ## يبدأ قسمًا (سؤالًا شائعًا أو قسمًا من الشروط أو رأي عميل). {serviceChargePercent} و{returnDays} و{paidCancellationFeePercent} تعرض أرقام إعداداتك.',
  testimonialsHelp:
    'اكتب فقط ما قاله عملاؤك فعلاً وبموافقتهم: سطراً يبدأ بـ ## يذكر اسم العميل (بالصيغة التي وافق عليها)، ثم كلماته. لا تعرض الصفحة الرئيسية قسم آراء العملاء إلا إذا تضمّنت النسخة المنشورة رأياً واحداً على الأقل؛ ولحذفها كلها استعد النسخة 1 (الفارغة) ثم انشرها.',
  saveDraft: 'حفظ المسودة',
  saving: 'جارٍ الحفظ…',
  saved: 'حُفظت المسودة بوصفها النسخة \u2068{{version}}\u2069.',
  previewOf: 'معاينة النسخة \u2068{{version}}\u2069 كما سيراها المتسوقون',
  previewStale: 'تعرض المعاينة آخر نسخة محفوظة: احفظ المسودة لمعاينة تعديلاتك.',
  publish: 'نشر النسخة \u2068{{version}}\u2069',
  publishing: 'جارٍ النشر…',
  publishedNow: 'نُشرت النسخة \u2068{{version}}\u2069: يراها المتسوقون الآن.',
  isPublished: 'النسخة \u2068{{version}}\u2069 هي التي يراها المتسوقون.',
  versions: 'النسخ',
  versionLine: 'النسخة \u2068{{version}}\u2069',
  shipped: 'النص الأصلي',
  publishedBadge: 'منشورة',
  viewing: 'معروضة أعلاه',
  view: 'عرض',
  restore: 'استعادة',
  restored:
    'استُعيدت النسخة \u2068{{from}}\u2069 بوصفها النسخة \u2068{{version}}\u2069: انشرها ليراها المتسوقون.',
  viewingOlder: 'أنت تقرأ النسخة \u2068{{version}}\u2069. استعدها لتصبح أحدث مسودة.',
  backToNewest: 'العودة إلى أحدث نسخة',
} satisfies Translation<typeof en>
