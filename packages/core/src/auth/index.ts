export { createSession, type CreatedSession } from './create-session';
export { validateSession, type ValidSession } from './validate-session';
export { invalidateSession, invalidateUserSessions } from './invalidate-session';
export { signUp } from './sign-up';
export { signIn, INVALID_CREDENTIALS_MESSAGE } from './sign-in';
export { requestPasswordReset, PASSWORD_RESET_REQUESTED_MESSAGE } from './request-password-reset';
export { resetPassword, INVALID_RESET_TOKEN_MESSAGE } from './reset-password';
export { hashSecret } from './session-token';
