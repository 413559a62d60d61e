#!/usr/bin/env node
// Start-up time of the CLI beside bare Node, measured side by side in one run.
// Usage: node bench/startup/run.mjs [runs]   (needs `npm run build` first)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runs = Number(process.argv[2] ?? 21);
const runJs = fileURLToPath(new URL('../../bin/run.js', import.meta.url));
// The machine's NODE_EXTRA_CA_CERTS adds ~75 ms to every Node start (docs/stack.md): not ours.
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

const cases = [
  { name: "node -e ''", args: ['-e', ''] },
  { name: 'vv-agent --version', args: [runJs, '--version'] },
  { name: 'vv-agent --help', args: [runJs, '--help'] },
];

function timeOnce(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

// Interleave the cases so that machine noise hits them alike; one warm-up round first.
for (const c of cases) timeOnce(c.args);
const samples = cases.map(() => []);
for (let i = 0; i < runs; i++) cases.forEach((c, k) => samples[k].push(timeOnce(c.args)));

const base = median(samples[0]);
console.log(`start-up, median of ${runs} runs (NODE_EXTRA_CA_CERTS unset)`);
cases.forEach((c, k) => {
  const m = median(samples[k]);
  console.log(`${c.name.padEnd(22)} ${m.toFixed(1).padStart(7)} ms   ${(m / base).toFixed(2)}x node`);
});
