// The timing loop both load generators share: `workers` loops each awaiting `call()` back to back,
// first for a warm-up, then (after printing "timed", where the driver samples the server's CPU
// time) for the measured window. Prints the report as one JSON line on stdout:
// {"calls": n, "seconds": s, "rate": n/s, "warmupCalls": w, "clientCpuUsPerCall": c}
// (c: this process's CPU time per timed call).

async function runFor(workers, ms) {
  let calls = 0;
  const end = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    workers.map(async (call) => {
      while (performance.now() < end) {
        await call();
        calls++;
      }
    }),
  );
  return { calls, seconds: (performance.now() - t0) / 1000 };
}

/** @param {Array<() => Promise<void>>} workers one function per call kept in flight */
export async function measure(workers, seconds, warmupSeconds) {
  const warm = await runFor(workers, warmupSeconds * 1000);
  process.stdout.write('timed\n');
  const cpu0 = process.cpuUsage();
  const { calls, seconds: elapsed } = await runFor(workers, seconds * 1000);
  const cpu = process.cpuUsage(cpu0);
  return { calls, seconds: elapsed, rate: calls / elapsed, warmupCalls: warm.calls, clientCpuUsPerCall: (cpu.user + cpu.system) / calls };
}
