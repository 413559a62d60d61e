import { Action } from './Action.js';

interface RegistryState {
  readonly actions: Map<string, Action>;
}

// One registry per process, even across copies of vv-agent (see context.ts for why).
const STATE_KEY = Symbol.for('vv-agent.actions.registry');
const globals = globalThis as typeof globalThis & { [STATE_KEY]?: RegistryState };
const state: RegistryState = (globals[STATE_KEY] ??= { actions: new Map() });

/**
 * Why `a` and `b` cannot be served side by side (contract §2: one action per name, per HTTP method
 * and route, per MCP tool, per queue topic), naming both; undefined when they can. `a` is the one
 * already there. Pure, so that a tool (scaffold) can check declarations without registering them.
 */
export function registrationConflict(a: Action, b: Action): string | undefined {
  if (a.name === b.name) return `action "${b.name}" is already registered`;
  if (b.http && a.http && b.http.method === a.http.method && samePath(b.http.path, a.http.path)) {
    return `actions "${a.name}" and "${b.name}" both declare HTTP ${b.http.method} ${b.http.path}`;
  }
  if (b.mcp && a.mcp && b.mcp.name === a.mcp.name) return `actions "${a.name}" and "${b.name}" both resolve to the MCP tool "${b.mcp.name}"`;
  if (b.queue && a.queue && b.queue.listen === a.queue.listen) return `actions "${a.name}" and "${b.name}" both listen on the queue topic "${b.queue.listen}"`;
  return undefined;
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
      const conflict = registrationConflict(other, action);
      if (conflict !== undefined) throw new TypeError(conflict);
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
