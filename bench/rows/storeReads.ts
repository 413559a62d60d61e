import type { BenchRow } from '../lib/row.js';

// Placeholder while the row is being written (issue 13).
export const rows: BenchRow[] = [
  { id: 'P4', what: 'not measured yet', run: () => Promise.reject(new Error('P4: not measured yet')) },
  { id: 'P5', what: 'not measured yet', run: () => Promise.reject(new Error('P5: not measured yet')) },
];
