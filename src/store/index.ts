// Public surface of the store.
export * from './types.js';
export { openStore, type OpenStoreOptions } from './open.js';
export { StoreRefusal } from './pglite-dir.js';
export { MIGRATIONS, migrate } from './migrations.js';
export * from './access-policy.js';
export type { AccessRepo, AuditEntry, AuditInput, AuditOutcome, AuditRepo } from './access.js';
export type { SharedAnswer, SharedAnswersRepo } from './shared-answers.js';
export type { AbTestKey, AbTestSeen, AbTestSeenBy, AbTestStatusChange, AbTestsRepo } from './ab-tests.js';
export type { InboxRepo, InboxRequest, WaitingRequest } from './inbox.js';
export type { AnsweredRepo, AnswerWrites, AuditWrite } from './answered.js';
export { requestKey, requestTeam, REPLAY_KEY_TTL_MS, SIGNATURE_WINDOW_MS } from './request-keys.js';
export type { ThreadPlace, WordThreadsRepo } from './word-threads.js';
export { LEASE_KINDS, type Claimed, type ClaimOptions, type LeaseKind } from './leases.js';
export { sealContext, type Binding, type Connection, type ConnectionChange, type ConnectionsRepo, type NewConnection } from './connections.js';
export { maskKey, SecretBox, SecretBoxError, type Opened, type Sealed } from './crypto.js';
export { installationContext, type InstallationKey, type InstallationsRepo } from './installations.js';
