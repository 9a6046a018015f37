/** The Contact page and its form. */
export default {
  title: 'Contact Us',
  home: 'Home',
  lead: 'Questions about an order, a product, bulk purchases or paying with Bitcoin? Send us a message and our team will reply by email.',
  chat: 'Chat with us',
  opensInNewTab: ' (opens in a new tab)',
  replies: 'Replies',
  repliesWithin: 'Within one business day',
  deliveryArea: 'Delivery area',
  deliveryAreaText: 'All seven emirates of the UAE',
  formLabel: 'Contact form',
  form: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    sent: 'Message sent successfully!',
    failed: 'Failed to send message.',
  },
} as const
