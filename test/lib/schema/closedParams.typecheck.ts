// Compile-time checks of the generated client-side params types (typechecked by `npm test`, never
// run): each expected-error directive fails the typecheck if params types regain an index signature.
import type { AppServerClient } from '../../../src/lib/app-server-client/index.js';
import type { TurnStartParams } from '../../../generated/app-server/types.js';

declare const client: AppServerClient;

// @ts-expect-error a typo in a params key is a compile error, not a key the server silently ignores
const typo: TurnStartParams = { threadId: 't', inptu: [] };
void typo;

// @ts-expect-error turn/interrupt's guard is expectedTurnId
void client.turnInterrupt({ threadId: 't', turnId: 'x' });

void client.turnInterrupt({ threadId: 't', expectedTurnId: 'x' });
