export { createSession, type CreatedSession } from './create-session';
export { rotateSession } from './rotate-session';
export type { SessionOwner } from './session-owner';
export { validateSession, type ValidSession } from './validate-session';
export { sessionIsLive } from './session-is-live';
export { invalidateSession, invalidateUserSessions, signOut } from './invalidate-session';
export { signUp, SIGNUP_CLOSED_MESSAGE, INVITATION_REQUIRED_MESSAGE } from './sign-up';
export { signIn, INVALID_CREDENTIALS_MESSAGE } from './sign-in';
export { requestPasswordReset, PASSWORD_RESET_REQUESTED_MESSAGE } from './request-password-reset';
export { resetPassword, INVALID_RESET_TOKEN_MESSAGE } from './reset-password';
export { hashSecret } from './session-token';
export { verifyEmail, resendVerification, INVALID_VERIFICATION_LINK_MESSAGE } from './verify-email';
export { verificationLink } from './send-verification-email';
export { COMMON_PASSWORD_MESSAGE } from './password-policy';
export { claimAdmin, issueSetupTokenIfNoAdmin, INVALID_SETUP_TOKEN_MESSAGE } from './setup-token';
export { grantAdmin } from './grant-admin';
export { createInvitation } from './create-invitation';
export { throttleDelayMs, FREE_FAILURES } from './sign-in-throttle';
export { changePassword } from './change-password';
export { WRONG_CURRENT_PASSWORD_MESSAGE } from './verify-current-password';
export { listOwnSessions, endOwnSessions, SESSION_NOT_FOUND_MESSAGE } from './own-sessions';
export { describeDevice } from './describe-device';
export { requestEmailChange, EMAIL_IN_USE_MESSAGE } from './request-email-change';
export {
  confirmEmailChange,
  EXPIRED_EMAIL_CHANGE_LINK_MESSAGE,
  INVALID_EMAIL_CHANGE_LINK_MESSAGE,
  USED_EMAIL_CHANGE_LINK_MESSAGE,
} from './confirm-email-change';
