import type { Translation } from '../../translation.js'
import type en from '../en/payment.js'

// \u2066…\u2069 (or \u2068…\u2069 for a name in either script) keep an amount, id or address left to right
// inside the Arabic sentence, whatever follows it.
export default {
  pageTitle: 'الدفع بالعملات الرقمية',
  loading: 'جارٍ تحميل تفاصيل الدفع',
  backToOrdersArrow: '→ العودة إلى الطلبات',
  backToOrders: 'العودة إلى الطلبات',
  heading: 'الدفع بالبيتكوين',
  orderLine: 'الطلب رقم \u2066{{id}}\u2069 · \u2066{{total}}\u2069',
  placed: 'تم تقديم الطلب بنجاح!',
  messages: {
    detailsUnavailable: 'رقم الطلب غير صالح أو تعذّر جلب تفاصيل الدفع.',
    pendingExpired: 'انتهت مهلة الدفع. انتهت صلاحية الطلب.',
    insufficientExpired: 'انتهت مهلة استكمال المبلغ المتبقي. تم إلغاء الطلب.',
    timeExpired: 'انتهت مهلة الدفع.',
    cancelled: 'تم إلغاء هذا الطلب.',
    closedWithMoney:
      'المبلغ الذي أرسلته \u2068{{received}}\u2069 محفوظ لك: حين تؤكده شبكة البيتكوين يعيده المتجر إليك، أو ينفّذ الطلب إن كانت المنتجات لا تزال متوفرة. ستصلك رسالة بريد في الحالتين.',
    reorganised: 'استُبدلت الكتلة التي تضم دفعتك؛ ننتظر تأكيدها مجدداً.',
  },
  error: {
    shopAgain: 'تسوّق من جديد',
    orderStatus: 'حالة الطلب:',
    goBack: 'رجوع',
  },
  state: {
    againTitle: 'بانتظار التأكيد مجدداً',
    receivedTitle: 'تم استلام الدفعة — بانتظار التأكيد',
    receivedText:
      'رصدنا دفعتك على شبكة البيتكوين ({{seen}} من {{required}} تأكيدات). تتحدّث هذه الصفحة تلقائياً.',
    confirmedTitle: 'تم تأكيد الدفع',
    confirmedText: 'شكراً لك! تم تأكيد دفعتك ونعمل على تجهيز طلبك.',
    timedOutTitle: 'انتهت مهلة الطلب',
    cancelledTitle: 'تم إلغاء الطلب',
    expiredTitle: 'انتهت مهلة الدفع',
  },
  irreversible: 'معاملات العملات الرقمية لا يمكن التراجع عنها.',
  sendAdvice:
    'أرسل المبلغ المعروض بالضبط إلى هذا العنوان فقط، ومن محفظة تتحكم بها؛ فالمبالغ المرسلة إلى عنوان خاطئ أو عبر شبكة أخرى لا يمكن استردادها.',
  rate: {
    heading: 'سعر الصرف',
    perBtc: '1 BTC = {{amount}}',
    lockedAt: 'ثُبّت عند تقديم الطلب ({{at}}). ',
    holdsUntil: 'يبقى سارياً حتى {{until}} (بتوقيتك) طوال مدة نافذة الدفع هذه.',
    fixed: 'ثُبّت مبلغ البيتكوين لهذا الطلب بهذا السعر.',
  },
  overpaid: {
    text: 'أرسلت \u2066{{amount}}\u00a0BTC\u2069 زيادةً على إجمالي الطلب.',
    afterConfirmation: 'بعد تأكيد دفعتك، سنتواصل معك عبر البريد الإلكتروني لإعادة المبلغ الزائد.',
    now: 'سنتواصل معك عبر البريد الإلكتروني لإعادة المبلغ الزائد.',
  },
  pay: {
    partPaid:
      'استلمنا \u2066{{received}}\u2069 من \u2066{{expected}}\u2069. يُرجى إرسال المبلغ المتبقي: \u2066{{due}}\u00a0BTC\u2069.',
    dueInAed: 'أي \u2066{{amount}}\u2069 بالسعر المثبّت لهذا الطلب.',
    orCancel:
      'أو توقّف هنا: ألغِ الطلب، ويعود إليك ما أرسلته بعد تأكيده (نرسل إليك رابطاً بالبريد الإلكتروني لتحديد عنوان البيتكوين).',
    cancelAndRefund: 'إلغاء الطلب واسترداد المبلغ',
    failed: 'غادرت دفعةٌ لهذا الطلب الشبكة قبل تأكيدها. لا يزال \u2066{{due}}\u00a0BTC\u2069 مستحقاً.',
    amount: 'المبلغ',
    amountDue: 'المبلغ المستحق',
    copyAmount: 'نسخ المبلغ',
    amountCopied: 'تم نسخ المبلغ!',
    timeLeft: 'الوقت المتبقي للدفع',
    openInWallet: 'افتح في المحفظة',
    advice:
      'أرسل هذا المبلغ بالضبط في <strong>معاملة واحدة</strong>. قد تقتطع منصة التداول رسوم السحب من المبلغ المرسل فيصل أقل قليلاً: النقص حتى {{percent}}٪ يُعدّ دفعاً كاملاً.',
    binding:
      'بعد وصول دفعتك إلينا يصبح السعر ملزمًا: إن ألغيت بعدها نعيد إليك الأقل من قيمة الطلب عند الدفع وعند الإلغاء، مطروحًا منه رسوم قدرها {{fee}}٪.',
    adviceNoTolerance:
      'أرسل هذا المبلغ بالضبط في <strong>معاملة واحدة</strong>. قد تقتطع منصة التداول رسوم السحب من المبلغ المرسل: تأكد من وصول المبلغ كاملاً، وإلا انتظر الطلب الباقي.',
    address: 'عنوان البيتكوين',
    copyAddress: 'نسخ العنوان',
    addressCopied: 'تم نسخ العنوان!',
    checkPayment: 'التحقق من الدفع',
    qrLabel: 'رمز QR لطلب الدفع',
    scan: 'امسحه بمحفظتك: سيُدخل العنوان والمبلغ تلقائياً.',
  },
  copyFailed: 'تعذّر النسخ. يُرجى تحديد النص ونسخه يدوياً.',
  summary: {
    heading: 'طلبك',
    qty: 'الكمية {{quantity}}',
    subtotal: 'المجموع الفرعي',
    vat: 'ضريبة القيمة المضافة',
    shipping: 'الشحن',
    serviceCharge: 'رسوم الخدمة ({{percent}}%)',
    total: 'الإجمالي',
  },
  receipt: {
    heading: 'الإيصال',
    order: 'الطلب',
    received: 'المستلم',
    receivedValue: '\u2066{{received}}\u2069 من \u2066{{expected}}\u2069',
    delivery: 'التوصيل',
    expected: 'متوقع بين {{earliest}} و{{latest}}',
    transaction: 'المعاملة',
    viewOrder: 'عرض طلبك',
    confirmations_zero: 'لا تأكيدات',
    confirmations_one: 'تأكيد واحد',
    confirmations_two: 'تأكيدان',
    confirmations_few: '{{count}} تأكيدات',
    confirmations_many: '{{count}} تأكيداً',
    confirmations_other: '{{count}} تأكيد',
  },
  tx: {
    unconfirmed: 'بانتظار التأكيد',
    confirmed: 'مؤكَّدة',
    dropped: 'غادرت الشبكة (غير محتسبة)',
  },
} satisfies Translation<typeof en>
