import { getAuthContext } from './context.js';
import { AuthenticationError, InsufficientRolesError } from './errors.js';
import type { Guard } from './types.js';

/**
 * The seed's `VsActionSecurity`: `requireRoles()` admits any authenticated caller,
 * `requireRoles('a', 'b')` a caller holding at least one of the roles. No identity -> 401,
 * a missing role -> 403. It reads the same context on every transport.
 */
export function requireRoles(...roles: string[]): Guard<unknown> {
  const wanted = [...roles];
  const guard: Guard<unknown> = () => {
    const auth = getAuthContext();
    if (auth === null) throw new AuthenticationError('authentication required');
    if (wanted.length > 0 && !wanted.some((role) => auth.roles.includes(role))) {
      throw new InsufficientRolesError(`requires one of the roles: ${wanted.join(', ')}`);
    }
  };
  return guard;
}
