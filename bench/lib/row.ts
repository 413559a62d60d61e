/**
 * One benchmark row of `npm run bench` (issue 13): ours beside a floor, measured in the same process
 * tree, alternating (the order swaps every round), medians over at least three rounds.
 *
 * A row module exports one or more `BenchRow`s; `bench/run.ts` lists them, runs the ones asked for,
 * prints one line per row, writes `bench/results.json` and exits 1 when a check misses its goal.
 */

/** A measured figure: the median of `samples`, in `unit` (ms, req/s, KB/s, MB ...). */
export interface Figure {
  label: string;
  value: number;
  unit: string;
  samples: number[];
}

/** One goal of a row: `value op goal`, e.g. ratio <= 3 (unit 'x') or slow - fast <= 32 (unit 'MB'). */
export interface Check {
  name: string;
  value: number;
  unit: string;
  op: '<=' | '>=';
  goal: number;
}

export interface RowMeasurement {
  ours: Figure;
  floor: Figure;
  /** ours / floor, the figure the table's "now" column shows. */
  ratio: number;
  /** What must hold; a row without checks is informational (printed, never fails). */
  checks: Check[];
  /** Other figures worth keeping (a second floor, p99s, byte counts ...). */
  extra?: Record<string, number>;
  note?: string;
}

export interface BenchContext {
  /** Rounds per row (at least 3): ours and the floor run once per round, the order alternating. */
  rounds: number;
  /** Repository root (bin/run.js runs the built dist/). */
  root: string;
  /** A scratch directory removed after the run; a row makes its own sub-directory. */
  work: string;
  /** Environment for spawned programs: NODE_EXTRA_CA_CERTS removed (it costs every Node start ~75 ms). */
  env: NodeJS.ProcessEnv;
  /** Progress for the reader, on stderr. */
  log(message: string): void;
}

export interface BenchRow {
  /** Stable id, e.g. 'P1'; results.json and the README table are keyed by it. */
  id: string;
  /** What is measured and against which floor, one line. */
  what: string;
  run(ctx: BenchContext): Promise<RowMeasurement>;
}

export interface RowResult extends RowMeasurement {
  id: string;
  what: string;
  passed: boolean;
}

export const checkPasses = (c: Check): boolean => (c.op === '<=' ? c.value <= c.goal : c.value >= c.goal);

export function median(xs: readonly number[]): number {
  if (xs.length === 0) throw new Error('median of no samples');
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Runs `ours` and `floor` once per round, swapping which goes first every round so that drift in
 * the machine's load hits both alike, and returns both sample lists.
 */
export async function alternate(
  rounds: number,
  ours: (round: number) => Promise<number>,
  floor: (round: number) => Promise<number>,
): Promise<{ ours: number[]; floor: number[] }> {
  const o: number[] = [];
  const f: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      o.push(await ours(round));
      f.push(await floor(round));
    } else {
      f.push(await floor(round));
      o.push(await ours(round));
    }
  }
  return { ours: o, floor: f };
}

export function figure(label: string, unit: string, samples: number[]): Figure {
  return { label, unit, samples, value: median(samples) };
}

/** The usual shape: ours vs floor, and one ratio check. */
export function ratioRow(ours: Figure, floor: Figure, op: '<=' | '>=', goal: number, extraChecks: Check[] = []): RowMeasurement {
  const ratio = ours.value / floor.value;
  return { ours, floor, ratio, checks: [{ name: 'ratio', value: ratio, unit: 'x', op, goal }, ...extraChecks] };
}
