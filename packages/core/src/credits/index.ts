export { applyCreditChange, type CreditChange } from './apply-credit-change';
export { getCredits } from './get-credits';
