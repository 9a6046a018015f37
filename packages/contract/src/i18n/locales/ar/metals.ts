import type { Translation } from '../../translation.js'
import type en from '../en/metals.js'

export default {
  ticker: {
    gold: 'ذهب عيار 24',
    silver: 'فضة',
    perGram: '{{price}}/غ',
    updated: 'آخر تحديث ',
    paused: 'الأسعار متوقفة',
    pausedWhy: ' — بيانات السوق متأخرة · آخر سعر ',
  },
  freshness: {
    paused: 'الأسعار متوقفة — بيانات السوق متأخرة',
    pausedSince:
      'آخر أسعار الذهب والفضة من الساعة {{time}}. يمكن طلب المعادن من جديد فور عودة الأسعار المباشرة.',
    live: 'حُدّثت أسعار الذهب والفضة الساعة {{time}}، وهي تتبع السوق حتى تضع طلبك.',
    held: 'بعد وضع طلبك يبقى سعره ثابتًا لمدة {{minutes}} دقيقة أثناء الدفع بالبيتكوين.',
  },
  chart: {
    eyebrow: 'السوق مباشرة',
    title: 'أسعار الذهب والفضة',
    description: 'السعر الفوري للغرام في السوق بالدرهم الإماراتي خلال اليوم أو الأسبوع أو الشهر الأخير.',
    metal: 'المعدن',
    period: 'الفترة',
    metals: {
      gold: 'ذهب',
      silver: 'فضة',
    },
    ranges: {
      '24h': '24 ساعة',
      '7d': '7 أيام',
      '30d': '30 يومًا',
    },
    over: {
      '24h': 'آخر 24 ساعة',
      '7d': 'آخر 7 أيام',
      '30d': 'آخر 30 يومًا',
    },
    loadFailed: 'تعذّر تحميل سجل الأسعار حاليًا.',
    loading: 'جارٍ تحميل الأسعار',
    none: {
      gold: 'لم تُسجَّل أسعار للذهب بعد.',
      silver: 'لم تُسجَّل أسعار للفضة بعد.',
    },
    perGram: '/ غ',
    change: 'خلال {{period}}',
    summary: {
      gold: 'سعر غرام الذهب خلال {{period}}: من {{from}} إلى {{to}}',
      silver: 'سعر غرام الفضة خلال {{period}}: من {{from}} إلى {{to}}',
    },
    highLow: 'الأعلى {{high}} · الأدنى {{low}}',
  },
} satisfies Translation<typeof en>
