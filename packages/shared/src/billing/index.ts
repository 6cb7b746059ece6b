export * from './billing-vocabulary';
export * from './credit-packs';
export * from './billing-prices';
export * from './billing-schemas';
