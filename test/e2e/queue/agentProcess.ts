import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { projectRoot, runJs } from '../../support/cli.js';

export const fixtureActions = fileURLToPath(new URL('../../fixtures/queue-agent', import.meta.url));

/** `vv-agent agent serve --queue URL --actions <fixture> --no-http --mcp none`, as a user runs it. */
export interface AgentProcess {
  readonly child: ChildProcess;
  readonly stdout: string[];
  readonly stderr: string[];
  /** Resolves with the first line (stdout or stderr) matching `pattern`. */
  waitFor(pattern: RegExp): Promise<string>;
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function serveAgent(queueUrl: string, env: Readonly<Record<string, string>>): AgentProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...env };
  delete childEnv['NODE_EXTRA_CA_CERTS'];
  const child = spawn(process.execPath, [runJs, 'agent', 'serve', '--queue', queueUrl, '--actions', fixtureActions, '--no-http', '--mcp', 'none'], {
    cwd: projectRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const watchers = new Set<{ pattern: RegExp; resolve: (line: string) => void }>();
  const collect = (into: string[]) => {
    let rest = '';
    return (chunk: Buffer): void => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        into.push(line);
        for (const w of watchers) if (w.pattern.test(line)) (watchers.delete(w), w.resolve(line));
      }
    };
  };
  child.stdout!.on('data', collect(stdout));
  child.stderr!.on('data', collect(stderr));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    stdout,
    stderr,
    exited,
    waitFor: (pattern) =>
      new Promise<string>((resolve, reject) => {
        const found = [...stdout, ...stderr].find((l) => pattern.test(l));
        if (found !== undefined) return resolve(found);
        watchers.add({ pattern, resolve });
        void exited.then((code) => reject(new Error(`agent exited (${code}) before printing ${pattern}; stderr:\n${stderr.join('\n')}`)));
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
