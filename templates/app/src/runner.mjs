// Runs the App on the AgentTeam runner stream (outbound: no public endpoint needed).
// Settings come from flags, the environment or the secrets file (AGENTTEAM_BASE_URL,
// AGENTTEAM_WORKSPACE_ID, AGENTTEAM_RUNNER_TOKEN): node src/runner.mjs --secrets-file .env.agentteam
import { serveRunner } from 'vv-agent/agentteam';
import { app } from './app.mjs';
import { argValue } from './args.mjs';

await serveRunner({ app, secretsFile: argValue('--secrets-file'), maxConcurrency: Number(argValue('--max-concurrency') ?? 2) });
