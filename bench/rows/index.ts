import type { BenchRow } from '../lib/row.js';
import { rows as startup } from './startup.js';
import { rows as jsonrpc } from './jsonrpc.js';
import { rows as streaming } from './streaming.js';
import { rows as storeReads } from './storeReads.js';
import { rows as runtimeEvents } from './runtimeEvents.js';
import { rows as callbacks } from './callbacks.js';
import { rows as existing } from './existing.js';

/** Every row of `npm run bench`, in the order the table lists them. */
export const allRows: BenchRow[] = [...startup, ...jsonrpc, ...streaming, ...storeReads, ...callbacks, ...runtimeEvents, ...existing];
