// Runs the App as a signed callback server (POST /events, GET /healthz).
// Settings come from flags, the environment or the secrets file (AGENTTEAM_BASE_URL,
// AGENTTEAM_WORKSPACE_ID, AGENTTEAM_CALLBACK_SIGNING_SECRET):
//   node src/callback-server.mjs --secrets-file .env.agentteam --port 8787
import { serveCallback } from 'vv-agent/agentteam';
import { app } from './app.mjs';
import { argValue } from './args.mjs';

await serveCallback({ app, secretsFile: argValue('--secrets-file'), port: Number(argValue('--port') ?? 8787) });
