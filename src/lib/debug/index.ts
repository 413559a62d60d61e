// Debugging tools for App Server implementations: the scripted send-message conversation, and
// transcript recording and replay.
export { sendMessage, turnOutcome, type SendMessageOptions, type SendMessageResult } from './sendMessage.js';
export { replayTranscript, type ReplayDifference, type ReplayResult } from './replayTranscript.js';
export { readTranscript, TranscriptRecorder, type Transcript, type TranscriptDirection, type TranscriptEntry, type TranscriptHeader, type TranscriptMessage, type TranscriptUnreadableLine } from './transcript.js';
export { resolveServerChoice, serverCommand, type ServerChoice } from './builtinServer.js';
export { recordedServerCommand } from './recordedServer.js';
export { serverMessageViolation, type SchemaViolation } from './serverMessageViolation.js';
