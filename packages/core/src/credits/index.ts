export {
  applyCreditChange,
  INSUFFICIENT_CREDITS_MESSAGE,
  type CreditChange,
} from './apply-credit-change';
export { getCredits } from './get-credits';
