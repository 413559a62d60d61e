// The vv-agent library: what the CLI commands use, for embedding products and tests.
export * from './shared/errors.js';
export * as schema from './schema/index.js';
export * from './app-server-client/index.js';
