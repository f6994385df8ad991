// Public surface of the store.
export * from './types.js';
export { openStore, type OpenStoreOptions } from './open.js';
export { MIGRATIONS, migrate } from './migrations.js';
