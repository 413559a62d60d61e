/**
 * The reference implementation's published App Server schemas (vv-agent-rs), compiled once. The
 * fixture is a copy of `../shared/reference/vv-agent-rs-app-server-schemas/JsonRpcMessage.json`
 * (which bundles every type in its `$defs`); a test keeps the copy equal to the original. A client
 * generated from them uses closed objects (`additionalProperties: false`), so every message our
 * server writes must validate against them (contract section 3): the envelope against
 * `JsonRpcMessage`, and a result against the reference's response type of the method it answers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { projectRoot } from './cli.js';

/** Where the reference's schemas are published next to this project (absent in a bare clone). */
export const referenceSchemaDir = join(projectRoot, '..', 'shared', 'reference', 'vv-agent-rs-app-server-schemas');
export const referenceFixture = join(projectRoot, 'test', 'fixtures', 'reference', 'vv-agent-rs-JsonRpcMessage.json');

const BASE = 'https://reference.invalid/vv-agent-rs/';

/** The reference's response type (a `$defs` name in its `JsonRpcMessage.json`) per method. */
const RESULT_TYPES: Readonly<Record<string, string>> = {
  initialize: 'InitializeResponse',
  'model/list': 'ModelListResponse',
  'thread/start': 'ThreadStartResponse',
  'thread/resume': 'ThreadSnapshotResponse',
  'thread/read': 'ThreadSnapshotResponse',
  'thread/list': 'ThreadListResponse',
  'thread/archive': 'ThreadArchiveResponse',
  'thread/unsubscribe': 'ThreadUnsubscribeResponse',
  'turn/start': 'TurnStartResponse',
  'turn/steer': 'TurnQueueResponse',
  'turn/followUp': 'TurnQueueResponse',
  'turn/interrupt': 'TurnInterruptResponse',
  'approval/resolve': 'ApprovalResolveResponse',
  'schema/export': 'SchemaExportResponse',
};

interface ReferenceValidators {
  readonly message: ValidateFunction;
  /** Each branch of `JsonRpcMessage.oneOf` by its kind: a method name, `result` or `error`. */
  readonly branches: ReadonlyMap<string, ValidateFunction>;
  readonly results: ReadonlyMap<string, ValidateFunction>;
}

let compiled: ReferenceValidators | undefined;

function validators(): ReferenceValidators {
  if (compiled) return compiled;
  // Not strict: the schemas are someone else's (e.g. `const` without `type`); we only apply them.
  const ajv = new Ajv2020({ strict: false, allErrors: false, allowUnionTypes: true, formats: { uint64: true } });
  const schema = JSON.parse(readFileSync(referenceFixture, 'utf8')) as Record<string, unknown>;
  ajv.addSchema(schema, `${BASE}JsonRpcMessage.json`);
  const branches = new Map<string, ValidateFunction>();
  (schema['oneOf'] as Array<{ properties: Record<string, { const?: string }> }>).forEach((branch, index) => {
    const kind = branch.properties['method']?.const ?? ('result' in branch.properties ? 'result' : 'error');
    branches.set(kind, ajv.compile({ $ref: `${BASE}JsonRpcMessage.json#/oneOf/${index}` }));
  });
  const results = new Map<string, ValidateFunction>();
  for (const [method, type] of Object.entries(RESULT_TYPES)) {
    results.set(method, ajv.compile({ $ref: `${BASE}JsonRpcMessage.json#/$defs/${type}` }));
  }
  const message = ajv.getSchema(`${BASE}JsonRpcMessage.json`);
  if (!message) throw new Error('reference JsonRpcMessage.json did not compile');
  compiled = { message, branches, results };
  return compiled;
}

function describe(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params ?? {})}`)
    .join('; ');
}

/**
 * What a client generated from the reference schemas would reject in `message` (empty when
 * nothing). `answeredMethod` is the method of the request a response answers, when known.
 */
export function referenceProblems(message: unknown, answeredMethod?: string): string[] {
  const { message: validateMessage, branches, results } = validators();
  const problems: string[] = [];
  const m = message as Record<string, unknown>;
  if (!validateMessage(message)) {
    // oneOf errors name every branch; the branch of this message's kind says what is wrong.
    const kind = typeof m?.['method'] === 'string' ? m['method'] : 'result' in (m ?? {}) ? 'result' : 'error';
    const branch = branches.get(kind);
    const why = branch && !branch(message) ? describe(branch) : describe(validateMessage);
    problems.push(`not a reference JsonRpcMessage (${kind}: ${why})`);
  }
  if (answeredMethod !== undefined && typeof m === 'object' && m !== null && 'result' in m) {
    const validateResult = results.get(answeredMethod);
    if (validateResult && !validateResult(m['result'])) problems.push(`result of ${answeredMethod} is not the reference's (${describe(validateResult)})`);
  }
  return problems;
}
