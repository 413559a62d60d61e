// Test helpers: run this agent as `vv-agent agent serve` on free ports, and the vv-agent CLI.
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'node_modules', 'vv-agent', 'bin', 'run.js');

/** Starts the agent (HTTP and MCP on free ports) and resolves once both listen. */
export async function startAgent() {
  const child = spawn(process.execPath, [cli, 'agent', 'serve', '--config', 'config.ini', '--actions', 'actions', '--port', '0', '--mcp-port', '0'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stderr = '';
  const ready = new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const http = /http listening on (\S+)/.exec(stderr);
      const mcp = /mcp listening on (\S+)/.exec(stderr);
      if (http && mcp) resolve({ httpUrl: http[1], mcpUrl: mcp[1] });
    });
    void exited.then((code) => reject(new Error(`agent serve exited (${code}): ${stderr}`)));
    setTimeout(() => reject(new Error(`agent serve did not start within 30 s: ${stderr}`)), 30_000).unref();
  });
  try {
    const urls = await ready;
    return { ...urls, stop: () => (child.kill('SIGTERM'), exited) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Runs `vv-agent ARGS...` and resolves with its exit code and output (never rejects). */
export function vvAgent(args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
