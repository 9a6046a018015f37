/** Texts of the buyer's account page: the greeting and its menu of tabs. */
export default {
  hello: 'Hello, {{name}}',
  menu: 'Account',
  tabs: {
    profile: 'Profile',
    orders: 'Orders',
    'change-password': 'Password',
  },
  titles: {
    profile: 'My Profile',
    orders: 'My Orders',
    'change-password': 'Change Password',
  },
  shopOwner: 'Shop owner',
} as const
