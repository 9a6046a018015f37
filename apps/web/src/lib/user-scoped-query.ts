/**
 * First element of every query key whose data belongs to the signed-in user (addresses, orders). Logout
 * removes them all, so the next person on this browser never sees the previous one's data.
 */
export const USER_SCOPED_QUERY_ROOT = 'user-scoped'
