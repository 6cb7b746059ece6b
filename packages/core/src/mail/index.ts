export { createMailer } from './create-mailer';
