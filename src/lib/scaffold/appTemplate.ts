import type { AppManifest } from '../../../generated/agentteam/types.js';

export type AppTransport = 'runner_stream' | 'callback';

export interface AppTemplateInput {
  readonly name: string;
  readonly transport: AppTransport;
  /** How the project depends on vv-agent: a version range or a `file:` path. */
  readonly vvAgentDependency: string;
}

/** The App's manifest: the mention event, the two permissions, and its runtime config schema. */
export function appManifest(input: AppTemplateInput): AppManifest {
  return {
    schemaVersion: 1,
    name: input.name,
    displayName: input.name,
    description: `${input.name}: an AgentTeam App built on vv-agent.`,
    version: '0.1.0',
    events: ['agentteam.message.mention'],
    permissions: ['app.mentions.read', 'messages.write'],
    runtime: {
      transports: [input.transport],
      ...(input.transport === 'callback' ? { callbackUrl: 'https://example.invalid/events' } : {}),
      configSchema: {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: {
          greeting: { type: 'string', description: 'Prefix of every reply.', default: 'You said:' },
        },
        additionalProperties: false,
      },
    },
  };
}

const entry = (input: AppTemplateInput): string => (input.transport === 'runner_stream' ? 'src/runner.mjs' : 'src/callback-server.mjs');

function packageJson(input: AppTemplateInput): string {
  return `${JSON.stringify(
    {
      name: input.name,
      version: '0.1.0',
      private: true,
      type: 'module',
      engines: { node: '>=20.19' },
      scripts: { start: `node ${entry(input)}`, test: 'node --test test/' },
      dependencies: { 'vv-agent': input.vvAgentDependency },
    },
    null,
    2,
  )}\n`;
}

const APP_MJS = `// The App's logic: from the command text (the message with the App's mention removed) to the
// replies to post and how the delivery ends. vv-agent does the rest: signatures or the runner
// stream, retry-safe idempotency keys, replies in order, ack after the last one.

/** @param {string} text @returns {{command: string, replies: string[], outcome: {kind: 'ack'} | {kind: 'fail', code: string, message: string}}} */
export function plan(text) {
  if (text === '') return { command: 'empty', replies: ['Mention me with some text.'], outcome: { kind: 'ack' } };
  if (text.startsWith('fail')) return { command: 'fail', replies: [], outcome: { kind: 'fail', code: 'asked_to_fail', message: 'you asked me to fail' } };
  return { command: 'say', replies: [\`You said: \${text}\`], outcome: { kind: 'ack' } };
}
`;

const RUNNER_MJS = `// Runs the App on the AgentTeam runner stream (outbound: no public endpoint needed).
// Settings come from flags, the environment or the secrets file (AGENTTEAM_BASE_URL,
// AGENTTEAM_WORKSPACE_ID, AGENTTEAM_RUNNER_TOKEN): node src/runner.mjs --secrets-file .env.agentteam
import { serveRunner } from 'vv-agent/agentteam';
import { plan } from './app.mjs';
import { argValue } from './args.mjs';

await serveRunner({ plan, secretsFile: argValue('--secrets-file'), maxConcurrency: Number(argValue('--max-concurrency') ?? 2) });
`;

const CALLBACK_MJS = `// Runs the App as a signed callback server (POST /events, GET /healthz).
// Settings come from flags, the environment or the secrets file (AGENTTEAM_BASE_URL,
// AGENTTEAM_WORKSPACE_ID, AGENTTEAM_CALLBACK_SIGNING_SECRET):
//   node src/callback-server.mjs --secrets-file .env.agentteam --port 8787
import { serveCallback } from 'vv-agent/agentteam';
import { plan } from './app.mjs';
import { argValue } from './args.mjs';

await serveCallback({ plan, secretsFile: argValue('--secrets-file'), port: Number(argValue('--port') ?? 8787) });
`;

const ARGS_MJS = `/** The value after \`name\` on the command line, or undefined. */
export function argValue(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
`;

function testMjs(input: AppTemplateInput): string {
  const callback = input.transport === 'callback';
  return `// The App's tests: its logic, and the whole App against a local AgentTeam (vv-agent agentteam dev).
import { spawn } from 'node:child_process';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { plan } from '../src/app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vvAgent = join(root, 'node_modules', 'vv-agent', 'bin', 'run.js');

test('plan answers a mention and can fail', () => {
  assert.deepEqual(plan('hello').replies, ['You said: hello']);
  assert.equal(plan('fail now').outcome.kind, 'fail');
});

function start(args, { cwd = root } = {}) {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern, ms = 20000) => {
    const end = Date.now() + ms;
    while (!pattern.test(stderr)) {
      if (Date.now() > end) throw new Error('timed out waiting for ' + pattern + '; stderr: ' + stderr);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, out: () => stdout, err: () => stderr };
}
${callback ? `
function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}
` : ''}
test('the App answers a mention through a local AgentTeam', async () => {
  const dir = mkdtempSync(join(tmpdir(), '${input.name}-'));
  const secrets = join(dir, '.env.agentteam');
  const processes = [];
  try {
${callback ? `    const appPort = await freePort();
    const dev = start([vvAgent, 'agentteam', 'dev', '--port', '0', '--state-dir', join(dir, 'state'), '--app', '${input.name}', '--transport', 'callback', '--callback-url', \`http://127.0.0.1:\${appPort}\`, '--secrets-file', secrets]);
    processes.push(dev);
    await dev.waitFor(/listening on http/);
    const app = start([join(root, 'src', 'callback-server.mjs'), '--secrets-file', secrets, '--port', String(appPort)]);
    processes.push(app);
    await app.waitFor(/listening on http/);` : `    const dev = start([vvAgent, 'agentteam', 'dev', '--port', '0', '--state-dir', join(dir, 'state'), '--app', '${input.name}', '--transport', 'runner_stream', '--secrets-file', secrets]);
    processes.push(dev);
    await dev.waitFor(/listening on http/);
    const app = start([join(root, 'src', 'runner.mjs'), '--secrets-file', secrets]);
    processes.push(app);
    await app.waitFor(/connected/);`}
    const mention = start([vvAgent, 'agentteam', 'mention', '--app', '${input.name}', '--secrets-file', secrets, 'hello there']);
    assert.equal(await mention.exited, 0, mention.err());
    assert.match(mention.out(), /You said: hello there/);
  } finally {
    for (const p of processes) p.child.kill('SIGTERM');
    await Promise.all(processes.map((p) => p.exited));
    rmSync(dir, { recursive: true, force: true });
  }
});
`;
}

function readme(input: AppTemplateInput): string {
  const run = input.transport === 'runner_stream' ? 'node src/runner.mjs --secrets-file .env.agentteam' : 'node src/callback-server.mjs --secrets-file .env.agentteam --port 8787';
  return `# ${input.name}

An AgentTeam App (${input.transport === 'runner_stream' ? 'runner stream: connects outbound, no public endpoint' : 'callback: AgentTeam POSTs signed deliveries to /events'}) built on [vv-agent](https://www.npmjs.com/package/vv-agent).

- \`manifest.json\` declares the \`agentteam.message.mention\` event, the \`app.mentions.read\` and
  \`messages.write\` permissions, and the runtime config schema.
- \`src/app.mjs\` is your logic: from the mention's text to replies and an outcome.
- \`${entry(input)}\` runs it; vv-agent handles ${input.transport === 'runner_stream' ? 'the stream, heartbeats, reconnects and graceful shutdown' : 'signature checks, duplicate attempts and the 2xx within 3 s'}, idempotent replies and ack/fail.

## Develop with no account
\`\`\`bash
npm install
npx vv-agent agentteam dev --app ${input.name} --transport ${input.transport}${input.transport === 'callback' ? ' --callback-url http://127.0.0.1:8787' : ''} --secrets-file .env.agentteam &
${run} &
npx vv-agent agentteam mention --app ${input.name} --secrets-file .env.agentteam "hello"
\`\`\`

## Test
\`\`\`bash
npm test
\`\`\`
Runs the logic's unit test and the whole App against a local AgentTeam.

## Production
Claim the App's credential once (\`npx vv-agent agentteam credentials claim --installation <id>\`):
it is saved to \`.env.agentteam\` (mode 0600, git-ignored). Never commit it.
`;
}

/** Every file of a new App project, by relative path. */
export function appProjectFiles(input: AppTemplateInput): Record<string, string> {
  return {
    'package.json': packageJson(input),
    'manifest.json': `${JSON.stringify(appManifest(input), null, 2)}\n`,
    'src/app.mjs': APP_MJS,
    'src/args.mjs': ARGS_MJS,
    [entry(input)]: input.transport === 'runner_stream' ? RUNNER_MJS : CALLBACK_MJS,
    'test/app.test.mjs': testMjs(input),
    'README.md': readme(input),
    '.gitignore': 'node_modules/\n.env.agentteam\n',
  };
}
