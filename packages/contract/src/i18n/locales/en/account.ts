/** Texts of the buyer's account page: the greeting and its menu of tabs. */
export default {
  hello: 'Hello, {{name}}',
  menu: 'Account',
  tabs: {
    profile: 'Profile',
    orders: 'Orders',
    'change-password': 'Password',
    security: 'Security',
  },
  titles: {
    profile: 'My Profile',
    orders: 'My Orders',
    'change-password': 'Change Password',
    security: 'Security and sign-in',
  },
  shopOwner: 'Shop owner',
} as const
