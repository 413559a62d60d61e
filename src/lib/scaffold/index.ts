// Project scaffolding: new AgentTeam Apps, agents with actions, and actions added to an agent.
export { scaffoldApp, appNextCommand, type ScaffoldAppOptions } from './scaffoldApp.js';
export { appManifest, appProjectFiles, type AppTransport, type AppTemplateInput } from './appTemplate.js';
export { scaffoldAgent, agentNextCommand, type ScaffoldAgentOptions } from './scaffoldAgent.js';
export { scaffoldAction, type ScaffoldActionOptions } from './scaffoldAction.js';
