export { defineJob, parseJobPayload, type JobDefinition } from './define-job';
