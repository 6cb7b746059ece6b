export { createTestDatabase, prepareTemplateDatabase, type TestDatabase } from './test-database';
export { freePort } from './free-port';
