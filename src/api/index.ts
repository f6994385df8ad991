// Public surface of the API core. It knows nothing of Slack.
export * from './client.js';
export * from './errors.js';
export * from './export-wait.js';
export * from './params.js';
export * from './resources/abtest.js';
export * from './resources/auctions.js';
export * from './resources/auth.js';
export * from './resources/bidders.js';
export * from './resources/breakdown.js';
export * from './resources/config.js';
export * from './resources/dashboard.js';
export * from './resources/demand.js';
export * from './resources/exports.js';
export * from './resources/network.js';
export * from './resources/tasks.js';
