/** The version shown on the landing page (spec 000 §1). */
export const APP_VERSION = 'v1.0.3';
