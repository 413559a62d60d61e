import { describe, expect, it } from 'vitest';
import { DevPlatformError } from '../../../src/lib/agentteam/dev/index.js';
import { HttpError, toHttpError } from '../../../src/lib/http/index.js';
import { UsageError, VvAgentError, type ErrorCategory } from '../../../src/lib/shared/errors.js';

describe('toHttpError (the HTTP boundary)', () => {
  it('keeps an HttpError as thrown, with its headers', () => {
    const error = new HttpError(429, 'rate_limited', 'slow down', undefined, { 'retry-after': '3' });
    expect(toHttpError(error)).toBe(error);
    expect(error.category).toBe('rate_limited');
    expect(error.body()).toEqual({ error: { code: 'rate_limited', message: 'slow down' } });
  });

  it('maps every category to its status', () => {
    const expected: Record<ErrorCategory, number> = {
      usage: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      rate_limited: 429,
      config: 500,
      runtime: 500,
      unavailable: 503,
    };
    for (const [category, status] of Object.entries(expected) as Array<[ErrorCategory, number]>) {
      const error = new VvAgentError('some_code', 'some message', category);
      expect([category, toHttpError(error).status]).toEqual([category, status]);
    }
  });

  it('a usage error is 400 with its code, message and details, not 500', () => {
    expect(toHttpError(new UsageError('--limit must be positive', 'bad_limit')).body()).toEqual({ error: { code: 'bad_limit', message: '--limit must be positive' } });
    const detailed = new VvAgentError('validation_failed', 'the request body is invalid', 'usage', { details: [{ field: '/name', message: 'is required' }] });
    expect(toHttpError(detailed).body()).toEqual({ error: { code: 'validation_failed', message: 'the request body is invalid', details: [{ field: '/name', message: 'is required' }] } });
  });

  it('maps the local platform\'s codes through their categories', () => {
    expect(toHttpError(new DevPlatformError('token_expired', 'expired')).status).toBe(401);
    expect(toHttpError(new DevPlatformError('not_permitted', 'no')).status).toBe(403);
    expect(toHttpError(new DevPlatformError('delivery_not_found', 'gone')).status).toBe(404);
    expect(toHttpError(new DevPlatformError('lease_expired', 'late')).status).toBe(409);
    expect(toHttpError(new DevPlatformError('validation_failed', 'bad', [{ field: '/x', message: 'bad' }])).body()).toEqual({
      error: { code: 'validation_failed', message: 'bad', details: [{ field: '/x', message: 'bad' }] },
    });
  });

  it('hides the message of a server-side failure', () => {
    expect(toHttpError(new VvAgentError('store_failed', 'SQLITE_BUSY at /home/me/db', 'runtime')).body()).toEqual({ error: { code: 'internal_error', message: 'internal error' } });
    expect(toHttpError(new Error('boom at /srv/app.js:12')).body()).toEqual({ error: { code: 'internal_error', message: 'internal error' } });
  });

  it('keeps the status of fastify\'s own errors', () => {
    expect(toHttpError(Object.assign(new Error('too big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).body()).toEqual({
      error: { code: 'payload_too_large', message: 'request body is too large' },
    });
    expect(toHttpError(Object.assign(new Error('bad type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).status).toBe(415);
    expect(toHttpError(Object.assign(new Error('Body cannot be empty'), { statusCode: 400 })).body()).toEqual({ error: { code: 'validation_failed', message: 'Body cannot be empty' } });
  });
});
