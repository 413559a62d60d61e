/**
 * `scaffold action` refuses an action that `agent serve` would refuse next to the project's
 * existing ones (same HTTP method and route, same MCP tool, same queue topic, same name), and
 * writes nothing then. The existing actions are read, not imported: scaffolding runs no user code.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActionRegistry } from '../../../src/lib/actions/index.js';
import { scaffoldAction, scaffoldAgent, type ScaffoldActionOptions } from '../../../src/lib/scaffold/index.js';
import { UsageError } from '../../../src/lib/shared/errors.js';

let work: string;
let project: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'vv-scaffold-action-'));
  project = scaffoldAgent({ name: 'my-agent', dir: work }).dir;
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Every file of the project, relative, sorted: what "writes nothing" is checked against. */
function tree(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? tree(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

/** A hand-written file with an action whose name is not the file's. */
function writeOrders(): void {
  writeFileSync(
    join(project, 'actions', 'orders.mjs'),
    "import { defineAction } from 'vv-agent/actions';\n" +
      "export const get = defineAction({ name: 'orders.get', description: 'x', http: { path: \"/v1/orders/{id}\", method: 'GET' } }, async () => ({}));\n",
  );
}

function refusal(options: Omit<ScaffoldActionOptions, 'dir'>): UsageError {
  const before = tree(project);
  let caught: unknown;
  try {
    scaffoldAction({ ...options, dir: project });
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(UsageError);
  expect(tree(project)).toEqual(before);
  return caught as UsageError;
}

describe('scaffold action next to existing actions', () => {
  it('refuses the HTTP route of an existing action (method and path), naming it', () => {
    const error = refusal({ name: 'g2', http: '/v1/greet' });
    expect(error.code).toBe('action_conflict');
    expect(error.message).toMatch(/"greet".*HTTP POST \/v1\/greet/);
    expect(error.message).toContain('actions/greet.mjs');
    expect(error.message).not.toContain('\n');
  });

  it('refuses a route that differs only in a parameter name or a trailing slash', () => {
    writeOrders();
    expect(refusal({ name: 'orders.read', http: '/v1/orders/{orderId}/', method: 'GET' }).message).toMatch(/"orders\.get".*HTTP GET/);
  });

  it('refuses the MCP tool of an existing action, named or defaulted to its own name', () => {
    expect(refusal({ name: 'g3', mcp: 'greet' }).message).toMatch(/"greet".*MCP tool "greet"/);
    mkdirSync(join(project, 'actions', 'nested'));
    writeFileSync(
      join(project, 'actions', 'nested', 'lookup.mjs'),
      "import { defineAction } from 'vv-agent/actions';\n// mcp: { name: 'not-this' }, in a comment\n" +
        "export const lookup = defineAction(\n  {\n    name: 'lookup',\n    description: 'a, b',\n    mcp: {},\n  },\n  async () => ({}),\n);\n",
    );
    expect(refusal({ name: 'find', mcp: 'lookup' }).message).toMatch(/"lookup".*MCP tool "lookup".*actions\/nested\/lookup\.mjs/);
  });

  it('refuses an action whose own name is taken in another file', () => {
    writeOrders();
    expect(refusal({ name: 'orders.get', queue: 'orders' }).message).toMatch(/"orders\.get" is already registered.*actions\/orders\.mjs/);
  });

  it('adds an action that shares nothing, also a different method on the same path', () => {
    expect(scaffoldAction({ name: 'g4', http: '/v1/greet', method: 'GET', dir: project }).files).toContain('actions/g4.mjs');
    expect(scaffoldAction({ name: 'g5', mcp: 'greet_again', dir: project }).files).toContain('actions/g5.mjs');
    // The one just added counts too.
    expect(refusal({ name: 'g6', mcp: 'greet_again' }).message).toMatch(/"g5"/);
  });

  it('leaves the process-wide action registry as it was', () => {
    ActionRegistry.clear();
    refusal({ name: 'g2', http: '/v1/greet' });
    scaffoldAction({ name: 'g7', mcp: 'other', dir: project });
    expect(ActionRegistry.getAll()).toEqual([]);
  });
});
