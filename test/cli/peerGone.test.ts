/**
 * A client that stops reading (closes its end of the server's stdout, as `| head -c 100` does) is
 * an ordinary way to leave, like closing stdin: the App Server ends the session and exits 0, with
 * no warning and no stack trace on stderr.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { projectRoot, runJs } from '../support/cli.js';

describe('app-server: a client that closes stdout', () => {
  it('ends quietly: exit 0, no warning or stack on stderr', async () => {
    const child = spawn(process.execPath, [runJs, 'app-server', '--listen', 'stdio', '--settings', 'config/settings.example.json', '--backend', 'scripted', '--model', 'scripted-default', '--ephemeral'], { cwd: projectRoot });
    const exited = once(child, 'exit') as Promise<[number | null]>;
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdin.write('{"id":1,"method":"initialize","params":{"clientInfo":{"name":"t"}}}\n');
    await once(child.stdout, 'data');
    // The client stops reading: the server's next writes fail with EPIPE.
    child.stdout.destroy();
    child.stdin.write('{"id":2,"method":"thread/start","params":{}}\n');
    child.stdin.write('{"id":3,"method":"turn/start","params":{"threadId":"thread_1","input":[{"type":"text","text":"hi"}]}}\n');
    const [code] = await exited;
    expect(stderr).not.toMatch(/"level":(40|50|60)|stack|transport error/);
    expect(code).toBe(0);
  }, 20_000);
});
