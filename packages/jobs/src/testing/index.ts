export { describeJobDriverContract, type DriverFactory } from './job-driver-contract';
export { TEST_REDIS_URL, deleteRedisKeys, uniqueJobsPrefix } from './test-redis';
