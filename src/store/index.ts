// Public surface of the store.
export * from './types.js';
export { openStore, type OpenStoreOptions } from './open.js';
export { MIGRATIONS, migrate } from './migrations.js';
export * from './access-policy.js';
export type { AccessRepo, AuditEntry, AuditInput, AuditOutcome, AuditRepo } from './access.js';
export type { SharedAnswer, SharedAnswersRepo } from './shared-answers.js';
