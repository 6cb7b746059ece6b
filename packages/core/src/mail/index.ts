export { createMailer } from './create-mailer';
export { sendMailInBackground } from './send-in-background';
