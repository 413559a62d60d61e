import { buildAction, registrationConflict, type Action, type ActionOptions } from '../actions/index.js';
import type { ActionDeclarationText } from './readActionDeclarations.js';

export interface ActionConflict {
  /** The registry's own words, naming both actions and what they share. */
  readonly message: string;
  /** The file of the existing action. */
  readonly file: string;
}

/**
 * The first existing action that `agent serve` would refuse to serve next to `candidate`, by the
 * registry's own rule (`registrationConflict`), so that scaffolding and serving cannot disagree.
 * Nothing is registered: the declarations are only built.
 */
export function findActionConflict(existing: readonly ActionDeclarationText[], candidate: ActionDeclarationText['options']): ActionConflict | undefined {
  // A candidate refused on its own is not a conflict: its checks are the caller's.
  const built = build(candidate);
  if (built === undefined) return undefined;
  for (const other of existing) {
    // An existing declaration that is itself invalid is `agent serve`'s to report, not ours.
    const there = build(other.options);
    const message = there === undefined ? undefined : registrationConflict(there, built);
    if (message !== undefined) return { message, file: other.file };
  }
  return undefined;
}

const handler = (): Record<string, never> => ({});

function build(options: ActionDeclarationText['options']): Action | undefined {
  const { name, http, mcp, queue } = options;
  // Text read from a file, not typed: buildAction checks every value at run time, as for a module.
  const declaration = { name, description: '', ...(http && { http }), ...(mcp && { mcp }), ...(queue && { queue }) } as unknown as ActionOptions<undefined, undefined>;
  try {
    return buildAction(declaration, handler);
  } catch {
    return undefined;
  }
}
