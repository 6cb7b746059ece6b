export { describeJobDriverContract, type DriverFactory } from './job-driver-contract';
export { TEST_REDIS_URL, countQueueWorkers, deleteRedisKeys, uniqueJobsPrefix } from './test-redis';
