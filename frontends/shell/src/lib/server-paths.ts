/**
 * Server paths the browser opens with a full page load (plain links or `window.location`), never as client
 * routes: the server answers them with a redirect (sign-in provider, payment portal) and a cookie.
 */
export const SIGN_IN_PATH = '/api/login';
export const CUSTOMER_PORTAL_PATH = '/api/stripe/customer-portal';

/** Sign-out is a POST (see sign-out.ts), not a page: opening it answers 405 and signs nobody out. */
export const SIGN_OUT_PATH = '/api/logout';

export const SERVER_NAVIGATION_PATHS: readonly string[] = [SIGN_IN_PATH, CUSTOMER_PORTAL_PATH, '/api/billing-portal'];
