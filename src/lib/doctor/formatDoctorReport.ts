import type { CheckStatus, DoctorReport } from './DoctorCheck.js';

const MARK: Readonly<Record<CheckStatus, string>> = { ok: '✓', warn: '!', fail: '✗' };

/** One line per check (a mark, its name, what was found), its details indented below, a total last. */
export function formatDoctorReport(report: DoctorReport): string[] {
  const width = Math.max(...report.checks.map((c) => c.id.length));
  const lines = report.checks.flatMap((c) => [`${MARK[c.status]} ${c.id.padEnd(width)}  ${c.summary}`, ...c.details.map((d) => `  ${' '.repeat(width)}  ${d}`)]);
  const verdict = report.ok ? 'no problems' : `${report.failures} problem(s)`;
  lines.push(`${verdict}${report.warnings > 0 ? `, ${report.warnings} warning(s)` : ''}`);
  return lines;
}
