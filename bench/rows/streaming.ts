import type { BenchRow } from '../lib/row.js';

// Placeholder while the row is being written (issue 13).
export const rows: BenchRow[] = [
  { id: 'P3', what: 'not measured yet', run: () => Promise.reject(new Error('P3: not measured yet')) },
  { id: 'P8', what: 'not measured yet', run: () => Promise.reject(new Error('P8: not measured yet')) },
];
