import type { Translation } from '../../translation.js'
import type en from '../en/ownerMetals.js'

// A value that may read left to right (an amount, id, email, address or date) sits between \u2068 and \u2069
// (first-strong isolate), so it keeps its own order inside an Arabic sentence.
export default {
  page: {
    title: 'أسعار المعادن',
    lead: 'يتبع الذهب والفضة السعر الفوري المباشر؛ ثبّت سعرًا لتحتفظ به حتى وقت تختاره.',
  },
  metals: {
    gold: 'الذهب',
    silver: 'الفضة',
  },
  age: {
    justNow: 'الآن',
    minutes: 'منذ {{n}} د',
    hours: 'منذ {{n}} س',
    days: 'منذ {{n}} يوم',
  },
  source: {
    live: 'مصدر مباشر (\u2068{{names}}\u2069)',
    last: 'آخر سعر من المصدر (\u2068{{names}}\u2069)',
    owner: 'حدّده المالك',
    stored: 'سعر محفوظ، ليس من المصدر',
  },
  loading: 'جارٍ تحميل الأسعار',
  badge: {
    pinned: 'مثبَّت حتى \u2068{{date}}\u2069',
    stale: 'قديم: غير متاح للبيع',
    live: 'مباشر',
    stored: 'سعر محفوظ',
  },
  card: {
    perGram: 'للغرام',
    perOunce: 'للأونصة التروية',
    change: 'التغير خلال 24 ساعة',
    noChange: 'لا يوجد سعر قبل يوم',
    updated: 'آخر تحديث',
    source: 'المصدر: ',
    pinnedUntil: ' · مثبَّت حتى ',
    stale: {
      gold: 'لا يوجد سعر حديث للذهب: لا يمكن طلب منتجات الذهب حتى يستجيب المصدر مجددًا أو تثبّت سعرًا.',
      silver: 'لا يوجد سعر حديث للفضة: لا يمكن طلب منتجات الفضة حتى يستجيب المصدر مجددًا أو تثبّت سعرًا.',
    },
  },
  pin: {
    form: {
      gold: 'تثبيت سعر الذهب',
      silver: 'تثبيت سعر الفضة',
    },
    price: 'السعر للغرام (درهم)',
    until: 'مثبَّت حتى',
    untilHint: 'إن تُرك فارغًا: 24 ساعة من الآن. 30 يومًا كحد أقصى.',
    badPrice: 'أدخل سعرًا للغرام أكبر من 0، بخانتين عشريتين على الأكثر.',
    badDate: 'أدخل تاريخًا ووقتًا.',
    pinning: 'جارٍ التثبيت…',
    submit: {
      gold: 'تثبيت سعر الذهب',
      silver: 'تثبيت سعر الفضة',
    },
    unpinning: 'جارٍ إلغاء التثبيت…',
    unpin: 'إلغاء التثبيت: اتباع المصدر',
    pinned: 'تم تثبيت \u2068{{name}}\u2069 عند \u2068{{price}}\u2069 للغرام.',
    unpinned: 'عاد \u2068{{name}}\u2069 إلى اتباع المصدر المباشر.',
  },
  feed: {
    title: 'مصدر الأسعار',
    loading: 'جارٍ تحميل المصدر',
    lastAccepted: 'آخر سعر مقبول \u2068{{age}}\u2069.',
    noneAccepted: 'لم يُقبل أي سعر من المصدر بعد.',
    polled: ' يُفحص كل {{seconds}} ث؛ ولا تُباع الأسعار الأقدم من {{minutes}} د',
    fallback: ' (بيئة التطوير: يُستخدم السعر المحفوظ بدلًا منه)',
    otherInstance: ' يتولى الفحص خادم آخر؛ تفاصيل المصادر لديه.',
    answering: 'يستجيب',
    notAnswering: 'لا يستجيب',
    lastAnswer: 'آخر استجابة \u2068{{age}}\u2069',
    noAnswer: 'لا استجابة بعد',
    quote: '\u2068{{metal}}\u2069 \u2068{{price}}\u2069 دولار/أونصة',
    lastError: 'آخر خطأ',
    lastErrorAt: 'آخر خطأ (\u2068{{age}}\u2069)',
  },
} satisfies Translation<typeof en>
