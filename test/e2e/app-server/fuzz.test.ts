/**
 * Robustness of the stdio server against hostile input (contract section 1, issue "Done when"):
 * 1,000 lines of random and malformed input, after which the server still answers `initialize`
 * correctly and every stdout line is valid JSON-RPC; then a line over the 16 MiB cap.
 *
 * The input is generated from a fixed seed. Each line's expected answer is derived independently
 * from the contract's envelope rules (`expectedAnswer` below), and the lines are sent in batches
 * of 50 (below the 128-request queue bound, so no -32001 reorders anything), each closed by a
 * probe request: the answers between two probes must be exactly the expected ones, in order.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppServerProcess } from '../../support/appServerProcess.js';
import { expectNoViolations } from './helpers.js';

const CLIENT_INFO = { clientInfo: { name: 'fuzz-client', version: '1.0.0' } };

/** What one input line must produce: nothing, or exactly one error with this id and code (null = any code). */
type Expected = { readonly kind: 'none' } | { readonly kind: 'error'; readonly id: string | number | null; readonly code: number | null };

const NONE: Expected = { kind: 'none' };
const PARSE: Expected = { kind: 'error', id: null, code: -32700 };
const INVALID: Expected = { kind: 'error', id: null, code: -32600 };
const ENVELOPE_KEYS = new Set(['jsonrpc', 'id', 'method', 'params', 'result', 'error']);

function isRequestId(value: unknown): value is string | number {
  return typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value));
}

/** How deeply arrays and objects nest in `value` (a scalar: 0); docs/app-server.md refuses params beyond 128. */
function nesting(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, nesting(child));
  return deepest + 1;
}
const MAX_NESTING = 128;

/** Contract section 1 (and section 2 for requests before initialize), written independently of the server. */
function expectedAnswer(line: Buffer): Expected {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(line);
  } catch {
    return PARSE;
  }
  if (text.trim() === '') return NONE;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return PARSE;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const m = value as Record<string, unknown>;
  if (Object.keys(m).some((k) => !ENVELOPE_KEYS.has(k))) return INVALID;
  if ('jsonrpc' in m && m['jsonrpc'] !== '2.0') return INVALID;
  if ('method' in m) {
    if ('result' in m || 'error' in m) return INVALID;
    if (typeof m['method'] !== 'string' || m['method'] === '') return INVALID;
    if (!('id' in m)) return nesting(m['params']) > MAX_NESTING ? INVALID : NONE;
    if (!isRequestId(m['id'])) return INVALID;
    // Params nested too deep: refused before anything else, with the request's own id.
    if (nesting(m['params']) > MAX_NESTING) return { kind: 'error', id: m['id'], code: -32600 };
    // Before initialize: only `initialize` itself is served; the generator only sends bad ones.
    return { kind: 'error', id: m['id'], code: m['method'] === 'initialize' ? -32602 : -32010 };
  }
  if ('params' in m) return INVALID;
  if ('result' in m && 'error' in m) return INVALID;
  if ('result' in m) return 'id' in m && isRequestId(m['id']) ? NONE : INVALID;
  if ('error' in m) {
    const e = m['error'] as Record<string, unknown> | null;
    const wellFormed = typeof e === 'object' && e !== null && !Array.isArray(e) && Number.isInteger(e['code']) && typeof e['message'] === 'string';
    return 'id' in m && (m['id'] === null || isRequestId(m['id'])) && wellFormed ? NONE : INVALID;
  }
  return INVALID;
}

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = ['thread/start', 'thread/read', 'turn/start', 'turn/steer', 'model/list', 'schema/export', 'approval/resolve', 'thread/list'];
const UNKNOWN = ['no/such', 'thread/explode', 'Initialize', 'initialize ', '$/cancelRequest', 'rpc.discover', '💥', 'turn/START'];
const WEIRD_VALUES: unknown[] = [null, true, false, 0, -1, 1.5, 1e300, '', 'x'.repeat(300), [], {}, [[[]]], { a: { b: [1, { c: null }] } }, '\u2028\u2029', '\u0000'];

function generateLines(count: number, seed: number): Buffer[] {
  const random = prng(seed);
  const int = (n: number): number => Math.floor(random() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const id = (): unknown => pick<unknown>([int(1_000_000) + 1_000, `fz-${int(1e9)}`, -int(1000) - 1, 0]);
  const deep = (depth: number, open: string, close: string, inner = ''): string => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
  const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const randomBytes = (): Buffer => {
    const bytes = Buffer.alloc(1 + int(200));
    for (let i = 0; i < bytes.length; i += 1) {
      let b = int(256);
      if (b === 0x0a) b = 0x0b;
      bytes[i] = b;
    }
    return bytes;
  };
  const validRequest = (): string => JSON.stringify({ jsonrpc: '2.0', id: id(), method: pick(METHODS), params: { threadId: 'thread_1', input: [{ type: 'text', text: 'hi' }] } });

  const generators: Array<() => string | Buffer> = [
    randomBytes,
    // Invalid UTF-8 inside otherwise valid JSON.
    () => Buffer.concat([Buffer.from(`{"jsonrpc":"2.0","id":${int(1000) + 5000},"method":"model/list","params":{"x":"`), Buffer.from(pick([[0xff], [0xc3, 0x28], [0xe2, 0x82], [0xf0, 0x9f, 0x92], [0xed, 0xa0, 0x80], [0xc0, 0xaf]])), Buffer.from('"}}')]),
    // Truncated JSON.
    () => {
      const full = validRequest();
      return full.slice(0, 1 + int(full.length - 2));
    },
    // Wrong types for known methods (requests before initialize: -32010 whatever the params).
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: pick(METHODS), params: pick(WEIRD_VALUES) }),
    () => JSON.stringify({ id: id(), method: pick(METHODS), params: { threadId: pick(WEIRD_VALUES), input: pick(WEIRD_VALUES), limit: pick(WEIRD_VALUES) } }),
    // Wrong envelope types.
    () => JSON.stringify({ jsonrpc: pick<unknown>(['1.0', 2, null, '2.00', '']), id: id(), method: pick(METHODS) }),
    () => JSON.stringify({ jsonrpc: '2.0', id: pick(WEIRD_VALUES), method: pick(METHODS) }),
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: pick<unknown>([5, null, '', [], {}, true]) }),
    () => JSON.stringify(pick(WEIRD_VALUES)),
    // Huge numbers (ids that are not safe integers are invalid; 1e400 parses as Infinity).
    () => `{"jsonrpc":"2.0","id":${pick(['1e400', '-1e400', '12345678901234567890', '9007199254740993', '1e20', '0.000001', '-0.5'])},"method":"model/list"}`,
    () => `{"jsonrpc":"2.0","id":${int(1000) + 9000},"method":"thread/list","params":{"limit":1e400,"offset":-99999999999999999999}}`,
    // Nested arrays and deep objects.
    () => deep(1 + int(3000), '[', ']'),
    () => deep(1 + int(50), '[', ']', '{"jsonrpc":"2.0","id":1,"method":"model/list"}'),
    () => deepObject(1 + int(3000)),
    () => `{"jsonrpc":"2.0","id":${int(1000) + 20000},"method":"thread/start","params":${deepObject(1 + int(3000))}}`,
    // Unknown methods: requests and notifications; a notification named initialize must not initialize.
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: pick(UNKNOWN), params: {} }),
    () => JSON.stringify({ jsonrpc: '2.0', method: pick([...UNKNOWN, 'initialized', 'initialize']), params: pick(WEIRD_VALUES) }),
    // Bad initialize requests (the connection must stay uninitialized).
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: 'initialize', params: pick<unknown>([{ clientInfo: { name: '', version: '1' } }, { clientInfo: 5 }, {}, { clientInfo: { version: '1' } }, [1], 'x', 7]) }),
    // Replies to nothing, well-formed and not.
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), result: pick(WEIRD_VALUES) }),
    () => JSON.stringify({ jsonrpc: '2.0', id: pick<unknown>([null, 1.5, true]), result: {} }),
    () => JSON.stringify({ jsonrpc: '2.0', id: pick<unknown>([null, 7, 'x']), error: pick<unknown>([{ code: -1, message: 'no' }, { code: 'x', message: 'no' }, { code: 1.5, message: 'no' }, { code: 1 }, 'boom', null]) }),
    // Unknown top-level keys, ambiguous mixes, empty objects.
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: 'model/list', [pick(['Method', 'ID', 'extra', 'params2', '__proto__x'])]: 1 }),
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: 'model/list', result: {} }),
    () => pick(['{}', '{"id":1}', '{"params":{}}', '{"jsonrpc":"2.0"}']),
    // Whitespace, CR, BOM, blank.
    () => pick(['', ' ', '\t', '\r', '  \r', '\uFEFF', `\uFEFF${validRequest()}`, `  ${validRequest()}  \r`]),
    // Binary-looking but valid JSON strings, and long lines.
    () => JSON.stringify({ jsonrpc: '2.0', method: 'no/such', params: { blob: String.fromCharCode(...Array.from({ length: 64 }, () => int(0xd7ff) + 1)) } }),
    () => JSON.stringify({ jsonrpc: '2.0', id: id(), method: 'model/list', params: { pad: 'p'.repeat(50_000 + int(150_000)) } }),
  ];

  const lines: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const line = pick(generators)();
    const bytes = typeof line === 'string' ? Buffer.from(line, 'utf8') : line;
    // One line each: the generators never produce a newline byte.
    if (bytes.includes(0x0a)) throw new Error(`generator produced a newline: ${bytes.toString('latin1').slice(0, 80)}`);
    lines.push(bytes);
  }
  return lines;
}

describe('1,000 lines of random and malformed input, then a line over the size cap', () => {
  let server: AppServerProcess;
  beforeAll(() => {
    server = AppServerProcess.start({ ephemeral: true });
  });
  afterAll(async () => {
    await server?.dispose();
  });
  afterEach(() => expectNoViolations(server));

  it('answers each line as the contract says, keeps running, and then answers initialize correctly', async () => {
    const lines = generateLines(1000, 20260512);
    // The mix is not degenerate: every kind of answer (and silence) is exercised many times.
    const mix = new Map<string, number>();
    for (const line of lines) {
      const e = expectedAnswer(line);
      const key = e.kind === 'none' ? 'none' : String(e.code);
      mix.set(key, (mix.get(key) ?? 0) + 1);
    }
    for (const key of ['none', '-32700', '-32600', '-32010', '-32602']) expect(mix.get(key) ?? 0, key).toBeGreaterThanOrEqual(20);
    const mismatches: string[] = [];
    let answered = 0;
    for (let start = 0, batch = 0; start < lines.length; start += 50, batch += 1) {
      const chunk = lines.slice(start, start + 50);
      const mark = server.mark();
      await server.sendRaw(Buffer.concat(chunk.flatMap((line) => [line, Buffer.from('\n')])));
      const probeId = `probe-${batch}`;
      const probe = await server.request('model/list', {}, { id: probeId });
      expect(probe.error).toEqual({ code: -32010, message: 'Not initialized' });
      const got = server.since(mark).filter((m) => m !== probe);
      const want = chunk
        .map((line, i) => ({ line: start + i, expected: expectedAnswer(line) }))
        .filter((w): w is { line: number; expected: Extract<Expected, { kind: 'error' }> } => w.expected.kind === 'error');
      answered += got.length;
      if (got.length !== want.length) {
        mismatches.push(`batch ${batch}: ${got.length} answers for ${want.length} expected: ${JSON.stringify(got.map((m) => [m.id, m.error?.code])).slice(0, 500)}`);
        continue;
      }
      got.forEach((message, i) => {
        const { line, expected } = want[i]!;
        const ok = message.method === undefined && 'error' in message && message.id === expected.id && (expected.code === null || message.error?.code === expected.code);
        if (!ok) {
          const input = (lines[line] as Buffer).toString('latin1').slice(0, 120);
          mismatches.push(`line ${line} ${JSON.stringify(input)}: want ${JSON.stringify(expected)}, got ${JSON.stringify(message).slice(0, 300)}`);
        }
      });
    }
    expect(mismatches).toEqual([]);
    expect(answered).toBeGreaterThan(300);
    expect(server.hasExited).toBe(false);

    const init = await server.request('initialize', { ...CLIENT_INFO, capabilities: { experimentalApi: false, optOutNotificationMethods: [] } });
    expect(init).toEqual({
      jsonrpc: '2.0',
      id: init.id,
      result: {
        userAgent: 'vv-agent-app-server',
        protocolVersion: 'v1',
        capabilities: { modelList: true, threadLifecycle: true, notificationOptOut: true, schemaExport: true, approvalResolve: true },
      },
    });
    await server.notify('initialized');
    const thread = await server.call('thread/start', { metadata: { after: 'fuzz' } });
    expect(thread.status).toBe('idle');
  });

  it('survives hostile params on an initialized connection: every request gets exactly one answer', async () => {
    const random = prng(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const deepObject = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
    const ids: string[] = [];
    const lines: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const id = `hostile-${i}`;
      ids.push(id);
      const params = pick<unknown>([
        ...WEIRD_VALUES,
        { threadId: pick(WEIRD_VALUES), input: pick(WEIRD_VALUES), expectedTurnId: pick(WEIRD_VALUES) },
        { threadId: 'thread_1', input: [deepObject(500)] },
        { metadata: deepObject(1000), cwd: pick(WEIRD_VALUES) },
        { requestId: pick(WEIRD_VALUES), decision: pick(['allow', 'nope', null, 5]), threadId: 'thread_1', turnId: 'turn_1' },
        { limit: pick([-1, 0, 1e300, 2 ** 53, 'x']), offset: pick([-5, 1.5, null]) },
      ]);
      lines.push(JSON.stringify({ jsonrpc: '2.0', id, method: pick([...METHODS, 'thread/archive', 'thread/unsubscribe', 'turn/interrupt', 'turn/followUp']), params }));
    }
    const mark = server.mark();
    await server.sendRaw(`${lines.join('\n')}\n`);
    // Throws when the answer to the last request does not come.
    await server.waitFor((m) => m.id === ids.at(-1) && m.method === undefined);
    const answers = server.since(mark).filter((m) => m.method === undefined);
    expect(answers.map((m) => m.id)).toEqual(ids);
    for (const answer of answers) {
      // -32600: the deep params (nested beyond 128 levels).
      if ('error' in answer) expect([-32600, -32602, -32020, -32021, -32030, -32031]).toContain(answer.error?.code);
    }
    expect((await server.call('model/list', {})).models).toHaveLength(1);
  });

  it('a 17 MiB line is answered -32600 (id null) and skipped; the next request still works', async () => {
    const size = 17 * 1024 * 1024;
    const prefix = '{"jsonrpc":"2.0","id":"too-big","method":"model/list","params":{"pad":"';
    const suffix = '"}}\n';
    const line = Buffer.alloc(prefix.length + size + suffix.length, 'x');
    line.write(prefix, 0);
    line.write(suffix, line.length - suffix.length);
    const mark = server.mark();
    await server.sendRaw(line);
    const next = await server.request('model/list', {}, { id: 'after-big', timeoutMs: 60_000 });
    expect(next.result?.models).toHaveLength(1);
    const answers = server.since(mark);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid Request' } });
    expect(answers.some((m) => m.id === 'too-big')).toBe(false);

    // A line just under the cap is still served.
    const under = Buffer.alloc(15 * 1024 * 1024, 'y');
    const request = Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":"just-under","method":"model/list","params":{"pad":"'), under, Buffer.from('"}}\n')]);
    const markUnder = server.mark();
    await server.sendRaw(request);
    const response = await server.waitFor((m) => m.id === 'just-under', { timeoutMs: 60_000 });
    expect(response.result?.models).toHaveLength(1);
    expect(server.since(markUnder)).toHaveLength(1);
  });
});
