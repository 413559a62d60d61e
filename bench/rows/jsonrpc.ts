import type { BenchRow } from '../lib/row.js';

// Placeholder while the row is being written (issue 13).
export const rows: BenchRow[] = [
  { id: 'P2', what: 'not measured yet', run: () => Promise.reject(new Error('P2: not measured yet')) },
];
