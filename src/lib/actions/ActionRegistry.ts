import { Action } from './Action.js';

interface RegistryState {
  readonly actions: Map<string, Action>;
}

// One registry per process, even across copies of vv-agent (see context.ts for why).
const STATE_KEY = Symbol.for('vv-agent.actions.registry');
const globals = globalThis as typeof globalThis & { [STATE_KEY]?: RegistryState };
const state: RegistryState = (globals[STATE_KEY] ??= { actions: new Map() });

function conflict(message: string): TypeError {
  return new TypeError(message);
}

/**
 * The process-wide registry `defineAction` registers into at call time (the seed's
 * VsActionRegistry). Every cross-action rule of contract §2 is checked here, before any server is
 * wired, and each conflict names both actions.
 */
export class ActionRegistry {
  private constructor() {}

  static register(action: Action): void {
    for (const other of state.actions.values()) {
      if (other.name === action.name) throw conflict(`action "${action.name}" is already registered`);
      if (action.http && other.http && action.http.method === other.http.method && samePath(action.http.path, other.http.path)) {
        throw conflict(`actions "${other.name}" and "${action.name}" both declare HTTP ${action.http.method} ${action.http.path}`);
      }
      if (action.mcp && other.mcp && action.mcp.name === other.mcp.name) {
        throw conflict(`actions "${other.name}" and "${action.name}" both resolve to the MCP tool "${action.mcp.name}"`);
      }
      if (action.queue && other.queue && action.queue.listen === other.queue.listen) {
        throw conflict(`actions "${other.name}" and "${action.name}" both listen on the queue topic "${action.queue.listen}"`);
      }
    }
    state.actions.set(action.name, action);
  }

  static get(name: string): Action | undefined {
    return state.actions.get(name);
  }

  /** Every action, whatever it is reachable over, in registration order. */
  static getAll(): Action[] {
    return [...state.actions.values()];
  }

  /** Only actions with `capability: true`. */
  static capabilities(): Action[] {
    return ActionRegistry.getAll().filter((a) => a.capability);
  }

  static httpActions(): Action[] {
    return ActionRegistry.getAll().filter((a) => a.http !== null);
  }

  static mcpActions(): Action[] {
    return ActionRegistry.getAll().filter((a) => a.mcp !== null);
  }

  static queueActions(): Action[] {
    return ActionRegistry.getAll().filter((a) => a.queue !== null);
  }

  /** Forget every action (tests, development reload). */
  static clear(): void {
    state.actions.clear();
  }
}

/** `/v1/{a}` and `/v1/{b}` are the same route: parameter names do not distinguish paths. */
function samePath(a: string, b: string): boolean {
  const shape = (p: string): string => p.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '') || '/';
  return shape(a) === shape(b);
}
