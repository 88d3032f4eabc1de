// The jobs module's public face: other modules import what they use of it from here, not from the
// repository.
export { enqueueJob } from './jobs.repository';
export type { Job, JobPriority } from './jobs.repository';
