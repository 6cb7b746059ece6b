export { describeJobDriverContract, type DriverFactory } from './job-driver-contract';
export { bareBullMqBurst, type BareBurstFigures } from './bare-bullmq-burst';
export { TEST_REDIS_URL, countQueueWorkers, deleteRedisKeys, uniqueJobsPrefix } from './test-redis';
