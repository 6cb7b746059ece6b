/**
 * Every login button on the public pages is a plain link to this path, so the browser performs a
 * full-page navigation and the server can start its own sign-in flow (spec 000 §2).
 */
export const LOGIN_PATH = '/api/login';
