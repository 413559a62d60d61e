import type { BenchRow } from '../lib/row.js';

// Placeholder while the row is being written (issue 13).
export const rows: BenchRow[] = [
  { id: 'R1', what: 'not measured yet', run: () => Promise.reject(new Error('R1: not measured yet')) },
];
