import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApprovalBroker, resolveWorkspacePath, ToolError, type ApprovalRequest } from '../../../src/lib/runtime/index.js';
import { READ_FILE_MAX_BYTES } from '../../../src/lib/runtime/tools/readFile.js';
import { call, finish, ofType, run, scriptedAgent, tempDir } from './support.js';

async function exists(file: string): Promise<boolean> {
  return readFile(file).then(
    () => true,
    () => false,
  );
}

/** A workspace with a sibling "outside" directory holding a secret, and a symlink from inside to it. */
async function layout(): Promise<{ workspace: string; outside: string }> {
  const root = await tempDir();
  const workspace = path.join(root, 'ws');
  const outside = path.join(root, 'outside');
  await mkdir(path.join(workspace, 'src'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(outside, 'secret.txt'), 'TOP SECRET');
  await writeFile(path.join(workspace, 'src', 'main.ts'), 'export const answer = 42;\n// TODO: more\n');
  await writeFile(path.join(workspace, 'README.md'), '# demo\n');
  await symlink(outside, path.join(workspace, 'escape'));
  await symlink(path.join(outside, 'secret.txt'), path.join(workspace, 'secret-link.txt'));
  await symlink(path.join(outside, 'planted.txt'), path.join(workspace, 'dangling.txt'));
  return { workspace, outside };
}

describe('workspace confinement', () => {
  it.each([
    ['read_file', { path: '../outside/secret.txt' }],
    ['read_file', { path: 'escape/secret.txt' }],
    ['read_file', { path: 'secret-link.txt' }],
    ['list_files', { path: 'escape' }],
    ['list_files', { path: '..' }],
    ['search_files', { pattern: 'SECRET', path: 'escape' }],
    ['search_files', { pattern: 'SECRET', path: '../outside' }],
  ])('%s %j is refused with path_outside_workspace and never started', async (tool, args) => {
    const { workspace } = await layout();
    const agent = scriptedAgent([call(tool, args, 'escape_attempt'), finish('done')]);
    const { events } = await run(agent, 'try', { workspace });
    const completed = ofType(events, 'tool_call_completed').find((e) => e.toolCallId === 'escape_attempt');
    expect(completed).toMatchObject({ status: 'error', errorCode: 'path_outside_workspace', executionStarted: false, durationMs: null });
    expect(completed?.output).not.toContain('TOP SECRET');
    expect(ofType(events, 'tool_call_started').some((e) => e.toolCallId === 'escape_attempt')).toBe(false);
  });

  it('an absolute path outside the workspace is refused', async () => {
    const { workspace, outside } = await layout();
    const agent = scriptedAgent([call('read_file', { path: path.join(outside, 'secret.txt') }, 'abs'), finish('done')]);
    const { events } = await run(agent, 'try', { workspace });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ toolCallId: 'abs', errorCode: 'path_outside_workspace', executionStarted: false });
  });

  it.each([
    ['dotdot', '../outside/pwned.txt', 'pwned.txt'],
    ['absolute', '<outside>/pwned.txt', 'pwned.txt'],
    ['through a symlinked directory', 'escape/pwned.txt', 'pwned.txt'],
    ['through a dangling symlink', 'dangling.txt', 'planted.txt'],
  ])('write_file %s is refused before approval and writes nothing', async (_label, target, created) => {
    const { workspace, outside } = await layout();
    const requested: ApprovalRequest[] = [];
    const broker = new ApprovalBroker({ requester: (request, respond) => void (requested.push(request), respond('allow')) });
    const agent = scriptedAgent([
      call('write_file', { path: target.replace('<outside>', outside), content: 'owned' }, 'w'),
      finish('done'),
    ]);
    const { events } = await run(agent, 'try', { workspace, approvalBroker: broker });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ toolCallId: 'w', errorCode: 'path_outside_workspace', executionStarted: false, durationMs: null });
    expect(requested).toEqual([]);
    expect(ofType(events, 'approval_requested')).toHaveLength(0);
    expect(await exists(path.join(outside, created))).toBe(false);
    expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('TOP SECRET');
  });

  it('resolveWorkspacePath accepts inner paths, including absolute ones and harmless "..", and refuses the rest', async () => {
    const { workspace } = await layout();
    expect(await resolveWorkspacePath(workspace, 'src/main.ts')).toBe(path.join(workspace, 'src', 'main.ts'));
    expect(await resolveWorkspacePath(workspace, path.join(workspace, 'README.md'))).toBe(path.join(workspace, 'README.md'));
    expect(await resolveWorkspacePath(workspace, 'src/../README.md')).toBe(path.join(workspace, 'README.md'));
    expect(await resolveWorkspacePath(workspace, 'new/dir/file.txt')).toBe(path.join(workspace, 'new', 'dir', 'file.txt'));
    for (const bad of ['..', '../x', '/etc/passwd', 'escape', 'escape/new.txt', 'dangling.txt']) {
      await expect(resolveWorkspacePath(workspace, bad)).rejects.toSatisfy((e: unknown) => e instanceof ToolError && e.code === 'path_outside_workspace');
    }
  });
});

describe('workspace tools inside the workspace', () => {
  it('read_file, list_files and search_files work and need no approval', async () => {
    const { workspace } = await layout();
    const agent = scriptedAgent([
      call('read_file', { path: 'src/main.ts' }, 'r'),
      call('list_files', { recursive: true }, 'l'),
      call('search_files', { pattern: 'TODO' }, 's'),
      call('read_file', { path: 'missing.txt' }, 'm'),
      finish('done'),
    ]);
    const { events } = await run(agent, 'look', { workspace, approvalTimeoutMs: 10 });
    expect(ofType(events, 'approval_requested')).toHaveLength(0);
    const outputs = Object.fromEntries(ofType(events, 'tool_call_completed').map((e) => [e.toolCallId, e]));
    expect(outputs['r']).toMatchObject({ status: 'success', output: 'export const answer = 42;\n// TODO: more\n', toolMetadata: { sideEffect: 'read' } });
    expect(outputs['l']?.output.split('\n')).toEqual(['README.md', 'dangling.txt@', 'escape@', 'secret-link.txt@', 'src/', 'src/main.ts']);
    expect(outputs['s']?.output).toBe('src/main.ts:2: // TODO: more');
    expect(outputs['m']).toMatchObject({ status: 'error', errorCode: 'not_found', executionStarted: true });
  });

  it('read_file clamps maxBytes: a huge value reads at most READ_FILE_MAX_BYTES (issue 11, point 17)', async () => {
    const { workspace } = await layout();
    const size = READ_FILE_MAX_BYTES + 4096;
    await writeFile(path.join(workspace, 'big.txt'), 'x'.repeat(size));
    const agent = scriptedAgent([call('read_file', { path: 'big.txt', maxBytes: 1e15 }, 'big'), finish('done')]);
    const { events } = await run(agent, 'read', { workspace });
    const [read] = ofType(events, 'tool_call_completed');
    expect(read).toMatchObject({ status: 'success' });
    expect(read?.output).toBe(`${'x'.repeat(READ_FILE_MAX_BYTES)}\n[truncated: showed ${READ_FILE_MAX_BYTES} of ${size} bytes]`);
  });

  it('an approval timeout longer than a timer can hold still waits for the answer (it does not expire at once)', async () => {
    const { workspace } = await layout();
    const broker = new ApprovalBroker({ timeoutMs: 3_000_000_000, requester: (_request, respond) => void setTimeout(() => respond('allow'), 30) });
    const agent = scriptedAgent([call('write_file', { path: 'late.md', content: 'late' }, 'w'), finish('done')]);
    const { events } = await run(agent, 'write', { workspace, approvalBroker: broker });
    expect(ofType(events, 'approval_resolved')[0]).toMatchObject({ decision: 'allow' });
    expect(await readFile(path.join(workspace, 'late.md'), 'utf8')).toBe('late');
  });

  it('write_file creates parent directories once approved', async () => {
    const { workspace } = await layout();
    const broker = new ApprovalBroker({ requester: (_request, respond) => void respond('allow') });
    const agent = scriptedAgent([call('write_file', { path: 'docs/notes/a.md', content: 'hello' }, 'w'), finish('done')]);
    const { events } = await run(agent, 'write', { workspace, approvalBroker: broker });
    expect(ofType(events, 'tool_call_completed')[0]).toMatchObject({ status: 'success', output: 'wrote 5 bytes to docs/notes/a.md' });
    expect(await readFile(path.join(workspace, 'docs', 'notes', 'a.md'), 'utf8')).toBe('hello');
  });
});
