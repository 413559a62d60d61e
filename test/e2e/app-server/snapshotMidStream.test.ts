/**
 * A snapshot of a thread whose message is still streaming (contract section 3: snapshot and
 * subscription are taken together, so that nothing falls between them). The store holds a
 * streaming message's text only at a bounded rate, so the snapshot must carry the live text: the
 * text in `thread/resume` (or `thread/read`) plus the deltas that follow it is the completed text,
 * wherever in the stream the snapshot is taken. Real servers (`bin/run.js`, scripted backend
 * streaming one chunk every 10 ms), over stdio and over WebSocket; needs `npm run build`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { AppServerProcess, DEFAULT_WAIT_MS, type WireMessage } from '../../support/appServerProcess.js';
import { WebSocketAppServerProcess } from '../../support/webSocketAppServer.js';
import { eventually, expectNoViolations, startThread, startTurn } from './helpers.js';

const TOKEN = 'snapshot-token-0123456789abcdef';
const CHUNKS = Array.from({ length: 200 }, (_, i) => `w${i} `);
const FULL_TEXT = CHUNKS.join('');
/** After how many deltas a snapshot is taken: early, middle, late. */
const SNAPSHOT_POINTS = [3, 40, 90, 140];

let dir: string;
let settings: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'vv-snapshot-mid-stream-'));
  settings = join(dir, 'settings.json');
  // Slow enough to take snapshots mid-stream, fast enough that the store (written every 250 ms)
  // lags the deltas by a dozen chunks most of the time.
  const model = {
    id: 'long-stream',
    context_length: 128000,
    max_output_tokens: 4096,
    function_call_available: true,
    script: { repeat: true, chunk_delay_ms: 10, turns: [{ text: CHUNKS, tool_calls: [{ name: 'task_finish', arguments: { message: 'counted' } }] }] },
  };
  writeFileSync(settings, JSON.stringify({ VERSION: '2', endpoints: [], backends: { scripted: { models: { 'long-stream': model } } } }));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

type Message = Record<string, any>;

function isDeltaOf(message: Message, turnId: string): boolean {
  return message['method'] === 'item/agentMessage/delta' && message['params']?.turnId === turnId;
}

function agentText(snapshot: Message, turnId: string): string {
  const item = (snapshot['items'] as Message[]).find((i) => i['type'] === 'agentMessage' && i['turnId'] === turnId);
  return (item?.['payload']?.text as string | undefined) ?? '';
}

function deltaText(messages: readonly Message[], turnId: string): string {
  return messages
    .filter((m) => isDeltaOf(m, turnId))
    .map((m) => m['params'].delta as string)
    .join('');
}

describe('a snapshot taken while a message streams', () => {
  const servers: AppServerProcess[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) {
      expectNoViolations(server);
      await server.dispose();
    }
  });

  it('stdio: thread/resume and thread/read hold exactly the text of the deltas before them, and with the deltas after them make the completed text', async () => {
    const server = await AppServerProcess.started({ settings, backend: 'scripted', model: 'long-stream', ephemeral: true });
    servers.push(server);
    const threadId = await startThread(server);
    const turnId = await startTurn(server, threadId, 'count');
    const answers: WireMessage[] = [];
    for (const [n, at] of SNAPSHOT_POINTS.entries()) {
      await eventually(() => server.log.filter((m) => isDeltaOf(m, turnId)).length >= at, `${at} deltas arrived`);
      // The client already follows the thread: resume and read both answer with a snapshot.
      answers.push(await server.request(n % 2 === 0 ? 'thread/resume' : 'thread/read', { threadId }));
    }
    const completed = await server.waitFor((m) => m.method === 'item/completed' && m.params?.type === 'agentMessage' && m.params?.turnId === turnId);
    expect(completed.params.payload.text).toBe(FULL_TEXT);
    expect(answers.some((a) => agentText(a.result, turnId) !== FULL_TEXT), 'at least one snapshot was taken mid-stream').toBe(true);
    for (const answer of answers) {
      const at = server.log.indexOf(answer);
      const text = agentText(answer.result, turnId);
      const before = deltaText(server.log.slice(0, at), turnId);
      const after = deltaText(server.log.slice(at + 1), turnId);
      expect({ text, before }).toEqual({ text: before, before });
      expect(text + after).toBe(FULL_TEXT);
    }
  });
});

/** A bare WebSocket client: every message it received, in order. */
class Peer {
  readonly received: Message[] = [];
  private nextId = 1;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.received.push(JSON.parse(data.toString('utf8')) as Message));
  }

  static async open(url: string, name: string): Promise<Peer> {
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const peer = new Peer(socket);
    await peer.request('initialize', { clientInfo: { name } });
    return peer;
  }

  /** Sends a request and returns its response (also in `received`). */
  async request(method: string, params: unknown): Promise<Message> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    let response: Message | undefined;
    await eventually(() => (response = this.received.find((m) => m['id'] === id && m['method'] === undefined)) !== undefined, `the response to ${method}`, DEFAULT_WAIT_MS);
    if (response?.['error'] !== undefined) throw new Error(`${method} failed: ${JSON.stringify(response['error'])}`);
    return response as Message;
  }

  close(): void {
    this.socket.close();
  }
}

describe('a snapshot taken while a message streams, over WebSocket', () => {
  let server: WebSocketAppServerProcess | undefined;

  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('a client that connects mid-stream and resumes gets the text so far, then exactly the deltas after it', async () => {
    server = await WebSocketAppServerProcess.start({ token: TOKEN, settings, model: 'long-stream' });
    const starter = await Peer.open(server.url, 'starter');
    const { result: thread } = await starter.request('thread/start', {});
    const threadId = thread.threadId as string;
    const { result: turn } = await starter.request('turn/start', { threadId, input: [{ type: 'text', text: 'count' }] });
    const turnId = turn.turnId as string;
    const resumed: Array<{ peer: Peer; answer: Message }> = [];
    for (const at of SNAPSHOT_POINTS) {
      await eventually(() => starter.received.filter((m) => isDeltaOf(m, turnId)).length >= at, `${at} deltas arrived`);
      const peer = await Peer.open(server.url, `resumer-${at}`);
      resumed.push({ peer, answer: await peer.request('thread/resume', { threadId }) });
    }
    for (const { peer } of [{ peer: starter }, ...resumed]) {
      await eventually(() => peer.received.some((m) => m['method'] === 'turn/completed' && m['params'].turnId === turnId), 'turn/completed');
    }
    expect(resumed.some(({ answer }) => agentText(answer['result'], turnId) !== FULL_TEXT), 'at least one snapshot was taken mid-stream').toBe(true);
    for (const { peer, answer } of resumed) {
      const at = peer.received.indexOf(answer);
      const text = agentText(answer['result'], turnId);
      // Nothing of the thread reaches a resuming client before the snapshot it completes.
      expect(deltaText(peer.received.slice(0, at), turnId)).toBe('');
      expect(text + deltaText(peer.received.slice(at + 1), turnId)).toBe(FULL_TEXT);
      peer.close();
    }
    starter.close();
  });
});
