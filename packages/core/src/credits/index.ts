export { applyCreditChange, type CreditChange } from './apply-credit-change';
export {
  applyCreditChanges,
  type CreditChangeOutcome,
  type CreditTransaction,
} from './apply-credit-changes';
export { getCredits } from './get-credits';
