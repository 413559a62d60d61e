import { join } from 'node:path';
import { defaultSettingsPath, loadSettings, resolveModel } from '../llm/index.js';
import { commandArgv } from '../shared/commandLine.js';
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
}

/**
 * The command that runs an App Server: the one given (a string is split as `AppServerClient.spawn`
 * splits it), or this package's own, in memory, on the embedded default (the scripted backend of
 * the shipped settings file: no keys, no network).
 */
export async function serverCommand(choice: ServerChoice): Promise<string[]> {
  if (choice.server !== undefined) return commandArgv(choice.server);
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
  ];
}

/**
 * Checks what the built-in server would check first (settings file, backend, model), so that a
 * mistake is one line before any output instead of the child's exit in the middle of a
 * transcript. Another server (`server`) is not ours to check.
 */
export async function checkServerChoice(choice: ServerChoice): Promise<void> {
  if (choice.server !== undefined) return;
  const settings = await loadSettings(choice.settings ?? defaultSettingsPath());
  resolveModel(settings, choice.backend ?? 'scripted', choice.model ?? 'scripted-default');
}
