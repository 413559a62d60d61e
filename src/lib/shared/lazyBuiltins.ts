/**
 * Node built-ins that starting the App Server does not use, loaded on first use instead of by a
 * static import, which would load them before `initialize` is answered (issue 13, P1: node:crypto
 * costs ~3 ms of a ~85 ms start, node:worker_threads ~1 ms). `require` caches them: a later call
 * is a lookup.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const nodeCrypto = (): typeof import('node:crypto') => require('node:crypto') as typeof import('node:crypto');

export const workerThreads = (): typeof import('node:worker_threads') => require('node:worker_threads') as typeof import('node:worker_threads');
