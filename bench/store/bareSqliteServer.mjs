// The floor of rows P4 and P5: the simplest server that answers `thread/read` and `thread/list`
// over stdio JSONL from the App Server's SQLite file, with the same queries (the same indexes)
// and the same result shape. No validation, no framing limits, no store abstraction.
//   node bench/store/bareSqliteServer.mjs <app-server.sqlite>
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';

const db = new Database(process.argv[2], { fileMustExist: true });
const thread = db.prepare(`SELECT thread_id AS threadId, agent_key AS agentKey, cwd, created_at AS createdAt, updated_at AS updatedAt,
  archived_at AS archivedAt, status, metadata FROM threads WHERE thread_id = ?`);
const turns = db.prepare(`SELECT turn_id AS turnId, thread_id AS threadId, run_id AS runId, status, started_at AS startedAt,
  completed_at AS completedAt, input, result FROM turns WHERE thread_id = ? ORDER BY seq`);
const items = db.prepare(`SELECT item_id AS itemId, thread_id AS threadId, turn_id AS turnId, type, status, payload,
  created_at AS createdAt, updated_at AS updatedAt FROM items WHERE thread_id = ? ORDER BY seq`);
const threads = db.prepare(`SELECT thread_id AS threadId, agent_key AS agentKey, cwd, created_at AS createdAt, updated_at AS updatedAt,
  archived_at AS archivedAt, status, metadata FROM threads WHERE (archived_at IS NOT NULL) = 0 ORDER BY seq LIMIT ? OFFSET ?`);

function withMetadata(row) {
  row.metadata = JSON.parse(row.metadata);
  return row;
}

const methods = {
  initialize: () => ({}),
  'thread/read': ({ threadId }) => {
    const t = withMetadata(thread.get(threadId));
    const ts = turns.all(threadId);
    for (const turn of ts) {
      turn.input = JSON.parse(turn.input);
      turn.result = JSON.parse(turn.result);
    }
    const is = items.all(threadId);
    for (const item of is) item.payload = JSON.parse(item.payload);
    return { thread: t, turns: ts, items: is };
  },
  'thread/list': ({ offset = 0, limit = -1 }) => ({ threads: threads.all(limit, offset).map(withMetadata) }),
};

createInterface({ input: process.stdin, crlfDelay: Infinity }).on('line', (line) => {
  const { id, method, params } = JSON.parse(line);
  process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id, result: methods[method](params) })}\n`);
});
