import type { Translation } from '../../translation.js'
import type en from '../en/contact.js'

export default {
  title: 'اتصل بنا',
  home: 'الرئيسية',
  lead: 'لديك أسئلة عن طلب أو منتج أو مشتريات بالجملة أو الدفع بالبيتكوين؟ أرسل لنا رسالة وسيرد فريقنا عليك بالبريد الإلكتروني.',
  chat: 'تحدّث معنا',
  opensInNewTab: ' (يفتح في علامة تبويب جديدة)',
  replies: 'الردود',
  repliesWithin: 'خلال يوم عمل واحد',
  deliveryArea: 'منطقة التوصيل',
  deliveryAreaText: 'الإمارات السبع جميعها',
  formLabel: 'نموذج الاتصال',
  form: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    subject: 'الموضوع',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    sent: 'تم إرسال رسالتك بنجاح!',
    failed: 'تعذّر إرسال الرسالة.',
  },
} satisfies Translation<typeof en>
