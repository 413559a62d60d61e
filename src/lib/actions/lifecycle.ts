/** A hook run when a server starts or stops; may be async. */
export type LifecycleHook = () => void | Promise<void>;

export type LifecyclePhase = 'startup' | 'shutdown' | 'mcpStartup' | 'mcpShutdown';

// Process-wide, like the action registry, so hooks declared in action modules are seen by the
// server that imports them (see context.ts for why globalThis).
const KEY = Symbol.for('vv-agent.actions.lifecycle');
const globals = globalThis as typeof globalThis & { [KEY]?: Record<LifecyclePhase, LifecycleHook[]> };
const hooks = (globals[KEY] ??= { startup: [], shutdown: [], mcpStartup: [], mcpShutdown: [] });

/** Runs before the HTTP server accepts requests. */
export function onStartup(hook: LifecycleHook): void {
  hooks.startup.push(hook);
}
/** Runs after the HTTP server stopped. */
export function onShutdown(hook: LifecycleHook): void {
  hooks.shutdown.push(hook);
}
/** Runs before the MCP server accepts sessions. */
export function onMcpStartup(hook: LifecycleHook): void {
  hooks.mcpStartup.push(hook);
}
/** Runs after the MCP server stopped. */
export function onMcpShutdown(hook: LifecycleHook): void {
  hooks.mcpShutdown.push(hook);
}

/** Startup hooks run in declaration order; shutdown hooks in reverse, like nested resources. */
export async function runLifecycleHooks(phase: LifecyclePhase): Promise<void> {
  const list = phase === 'shutdown' || phase === 'mcpShutdown' ? [...hooks[phase]].reverse() : [...hooks[phase]];
  for (const hook of list) await hook();
}

/** Forget every hook (tests). */
export function clearLifecycleHooks(): void {
  for (const list of Object.values(hooks)) list.length = 0;
}
