export { applyCreditChange, type CreditChange } from './apply-credit-change';
export { applyCreditChanges, type CreditChangeOutcome } from './apply-credit-changes';
export { getCredits } from './get-credits';
export { readBalanceAndHeld, type BalanceAndHeld } from './balance-and-held';
export { chargeDescription, chargeKey, refundKey, refundKeyOfCharge } from './publish-ledger';
export { observeCreditChanges } from './observe-credit-changes';
