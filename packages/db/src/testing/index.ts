export { createTestDatabase, prepareTemplateDatabase, type TestDatabase } from './test-database';
export { freePort } from './free-port';
export { insertPayment, insertSubscription, type PaymentFacts } from './billing-rows';
export { insertPublishedHistory, type PublishedFigures } from './analytics-rows';
