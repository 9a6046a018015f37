import type { Translation } from '../../translation.js'
import type en from '../en/metalsAdmin.js'

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
    live: 'مصدر مباشر ({{names}})',
    last: 'آخر سعر من المصدر ({{names}})',
    owner: 'حدّده المالك',
    stored: 'سعر محفوظ، ليس من المصدر',
  },
  loading: 'جارٍ تحميل الأسعار',
  badge: {
    pinned: 'مثبَّت حتى {{date}}',
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
    pinned: 'تم تثبيت {{name}} عند {{price}} للغرام.',
    unpinned: 'عاد {{name}} إلى اتباع المصدر المباشر.',
  },
  feed: {
    title: 'مصدر الأسعار',
    loading: 'جارٍ تحميل المصدر',
    lastAccepted: 'آخر سعر مقبول {{age}}.',
    noneAccepted: 'لم يُقبل أي سعر من المصدر بعد.',
    polled: ' يُفحص كل {{seconds}} ث؛ ولا تُباع الأسعار الأقدم من {{minutes}} د',
    fallback: ' (بيئة التطوير: يُستخدم السعر المحفوظ بدلًا منه)',
    otherInstance: ' يتولى الفحص خادم آخر؛ تفاصيل المصادر لديه.',
    answering: 'يستجيب',
    notAnswering: 'لا يستجيب',
    lastAnswer: 'آخر استجابة {{age}}',
    noAnswer: 'لا استجابة بعد',
    quote: '{{metal}} {{price}} دولار/أونصة',
    lastError: 'آخر خطأ',
    lastErrorAt: 'آخر خطأ ({{age}})',
  },
} satisfies Translation<typeof en>
