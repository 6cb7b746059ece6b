export { createTestDatabase, prepareTemplateDatabase, type TestDatabase } from './test-database';
