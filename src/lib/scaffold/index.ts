// Project scaffolding: new AgentTeam Apps, agents with actions, and actions added to an agent.
export { scaffoldApp, type ScaffoldAppOptions } from './scaffoldApp.js';
export { appManifest, appProjectFiles, type AppTransport, type AppTemplateInput } from './appTemplate.js';
export { scaffoldAgent, type ScaffoldAgentOptions } from './scaffoldAgent.js';
export { scaffoldAction, type ScaffoldActionOptions } from './scaffoldAction.js';
