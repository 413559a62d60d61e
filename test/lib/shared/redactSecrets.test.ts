import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../../src/lib/shared/redactSecrets.js';

describe('redactSecrets', () => {
  it('scrubs what follows "Bearer" when it is shaped like a credential', () => {
    expect(redactSecrets('got Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig back')).toBe('got Bearer [redacted] back');
    expect(redactSecrets('bearer rt_live_12345')).toBe('bearer [redacted]');
    expect(redactSecrets('Bearer abcdefgh')).toBe('Bearer [redacted]');
    expect(redactSecrets('key sk-abcdef123 refused')).toBe('key sk-[redacted] refused');
  });

  it('leaves a server\'s own words about bearer tokens readable', () => {
    expect(redactSecrets('missing bearer token')).toBe('missing bearer token');
    expect(redactSecrets('the bearer token is not valid')).toBe('the bearer token is not valid');
    expect(redactSecrets('Bearer Token required')).toBe('Bearer Token required');
  });

  it('scrubs the known secrets verbatim, whatever their shape', () => {
    expect(redactSecrets('token plainword rejected', ['plainword'])).toBe('token [redacted] rejected');
  });
});
