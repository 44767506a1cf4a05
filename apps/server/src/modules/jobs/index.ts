export * from './jobs.service';
export * from './retry-policy';
export type { ClaimedJob } from '@/adapters/jobs/job-queue';
