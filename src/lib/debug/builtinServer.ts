import { join, resolve } from 'node:path';
import { defaultSettingsPath, loadSettings, resolveModel } from '../llm/index.js';
import { loadMcpConfig } from '../mcp-tools/index.js';
import { packageRoot } from '../shared/packageRoot.js';

export interface ServerChoice {
  /** Another App Server command (any implementation of the protocol); wins over the rest. */
  readonly server?: string | readonly string[];
  readonly settings?: string;
  readonly backend?: string;
  readonly model?: string;
  readonly timeoutSeconds?: number;
  /** How long the built-in server waits for an approval answer. */
  readonly approvalTimeoutSeconds?: number;
  /** MCP servers file of the built-in server (default: its own, `$VV_AGENT_HOME/mcp.json` when present). */
  readonly mcpConfig?: string;
}

/**
 * The command that runs an App Server: the one given, or this package's own, in memory, on the
 * embedded default (the scripted backend of the shipped settings file: no keys, no network).
 */
export function serverCommand(choice: ServerChoice): string[] {
  if (choice.server !== undefined) return typeof choice.server === 'string' ? splitCommand(choice.server) : [...choice.server];
  return [
    process.execPath,
    join(packageRoot(), 'bin', 'run.js'),
    'app-server',
    '--listen',
    'stdio',
    '--settings',
    choice.settings ?? defaultSettingsPath(),
    '--backend',
    choice.backend ?? 'scripted',
    '--model',
    choice.model ?? 'scripted-default',
    '--ephemeral',
    ...(choice.timeoutSeconds !== undefined ? ['--timeout-seconds', String(choice.timeoutSeconds)] : []),
    ...(choice.approvalTimeoutSeconds !== undefined ? ['--approval-timeout-seconds', String(choice.approvalTimeoutSeconds)] : []),
    ...(choice.mcpConfig !== undefined ? ['--mcp-config', resolve(choice.mcpConfig)] : []),
  ];
}

/**
 * Checks what the built-in server would check first (settings file, backend, model, MCP servers file), so that a
 * mistake is one line before any output instead of the child's exit in the middle of a
 * transcript. Another server (`server`) is not ours to check.
 */
export async function checkServerChoice(choice: ServerChoice): Promise<void> {
  if (choice.server !== undefined) return;
  const settings = await loadSettings(choice.settings ?? defaultSettingsPath());
  resolveModel(settings, choice.backend ?? 'scripted', choice.model ?? 'scripted-default');
  // The named file, or the default one the child would read (the child inherits our environment).
  loadMcpConfig({ path: choice.mcpConfig, env: process.env });
}

/** Splits a command line on blanks, honouring single and double quotes (no other shell syntax). */
export function splitCommand(line: string): string[] {
  const args: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) args.push(current);
      current = '';
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (started) args.push(current);
  return args;
}
