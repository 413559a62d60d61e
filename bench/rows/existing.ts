import type { BenchRow } from '../lib/row.js';

// Placeholder while the row is being written (issue 13).
export const rows: BenchRow[] = [];
