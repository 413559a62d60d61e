import type { BenchRow } from '../lib/row.js';

// Placeholder while the row is being written (issue 13).
export const rows: BenchRow[] = [
  { id: 'P1', what: 'not measured yet', run: () => Promise.reject(new Error('P1: not measured yet')) },
  { id: 'P7', what: 'not measured yet', run: () => Promise.reject(new Error('P7: not measured yet')) },
];
