import { prepareTemplateDatabase } from './test-database';

/** Builds the migrated template once per run, before test files clone it in parallel. */
export default async function setup(): Promise<void> {
  await prepareTemplateDatabase();
}
