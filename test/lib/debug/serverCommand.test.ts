import { describe, expect, it } from 'vitest';
import { serverCommand } from '../../../src/lib/debug/index.js';

// `--server "<command>"` is split as AppServerClient.spawn splits a string: execa's parser.
describe('serverCommand', () => {
  it('splits a command line on spaces; a backslash keeps a space inside an argument', async () => {
    expect(await serverCommand({ server: 'node  my\\ server.js --stdio' })).toEqual(['node', 'my server.js', '--stdio']);
  });

  it('takes an argv as given', async () => {
    expect(await serverCommand({ server: ['node', 'a b.js'] })).toEqual(['node', 'a b.js']);
  });

  it('without a server, runs this package in memory, leaving settings, backend and model to its discovery', async () => {
    const command = await serverCommand({ timeoutSeconds: 5 });
    expect(command[0]).toBe(process.execPath);
    expect(command.slice(2)).toEqual(['app-server', '--listen', 'stdio', '--ephemeral', '--timeout-seconds', '5']);
    expect(await serverCommand({ backend: 'scripted', model: 'scripted-tools' })).toEqual(expect.arrayContaining(['--backend', 'scripted', '--model', 'scripted-tools']));
  });
});
