import { describe, expect, it } from 'vitest';
import type { ActionCapability } from '../../../../generated/actions/types.js';
import { validateCapabilities } from '../../../../generated/actions/validators.js';
import { clientModel, identifierWords, prepareSchema } from '../../../../src/lib/actions/client/generate/clientModel.js';

function action(name: string, overrides: Partial<ActionCapability> = {}): ActionCapability {
  return {
    name,
    description: name,
    path: '/p',
    method: 'POST',
    mcp_tool: null,
    queue_topic: null,
    available_transports: ['http'],
    transports: { http: { available: true, path: '/prefix/p', method: 'POST', url: 'http://h:1/prefix/p' }, mcp: null, queue: null },
    intents: [],
    input_schema: null,
    ...overrides,
  };
}

describe('clientModel', () => {
  it('splits names into identifier words in any style', () => {
    expect(identifierWords('calculator.add')).toEqual(['calculator', 'add']);
    expect(identifierWords('getHTTPItem')).toEqual(['get', 'http', 'item']);
    expect(identifierWords('docs/search-all_v2')).toEqual(['docs', 'search', 'all', 'v2']);
    expect(identifierWords('2fa.check')).toEqual(['action', '2fa', 'check']);
    expect(identifierWords('...')).toEqual(['action']);
  });

  it('gives names that read the same distinct words, and skips what no client can call', () => {
    const queueOnly = action('jobs.run', { available_transports: ['queue'], transports: { http: null, mcp: null, queue: { available: true, topic: 'j', reply_required: true, reply_to_header: 'reply_to', correlation_id_header: 'correlation_id' } } });
    const head = action('ping', { transports: { http: { available: true, path: '/ping', method: 'HEAD', url: 'http://h:1/ping' }, mcp: null, queue: null } });
    const capabilities = { actions: [action('a.b'), action('a_b'), action('A-B'), queueOnly, head] };
    expect(validateCapabilities(capabilities)).toBe(true);
    const model = clientModel(capabilities);
    expect(model.actions.map((a) => a.words.join(' '))).toEqual(['a b', 'a b 2', 'a b 3']);
    expect(model.actions.map((a) => a.input.typeName)).toEqual(['ABInput', 'AB2Input', 'AB3Input']);
    expect(model.skipped.map((s) => s.name)).toEqual(['jobs.run', 'ping']);
    // The routes' origin, without the base_url prefix the paths already carry.
    expect(model.baseUrl).toBe('http://h:1');
  });

  it('prepares schemas as standalone documents: no $id/$schema/format keywords, property names kept', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'urn:x',
      type: 'object',
      properties: { format: { type: 'string', format: 'uri' }, $id: { type: 'string' } },
      $defs: { format: { type: 'string', format: 'date-time', default: 'x', examples: [{ format: 'kept' }] } },
      required: ['format'],
    };
    expect(prepareSchema(schema)).toEqual({
      type: 'object',
      properties: { format: { type: 'string' }, $id: { type: 'string' } },
      $defs: { format: { type: 'string', default: 'x', examples: [{ format: 'kept' }] } },
      required: ['format'],
    });
  });

  it('names input and output types and marks what quicktype will not name', () => {
    const model = clientModel({
      actions: [action('x', { input_schema: { type: 'object', properties: { a: { type: 'number' } } }, output_schema: { type: 'number' } })],
    });
    expect(model.actions[0]!.input).toMatchObject({ typeName: 'XInput', named: true });
    expect(model.actions[0]!.output).toMatchObject({ typeName: 'XOutput', named: false, schema: { type: 'number' } });
  });
});
