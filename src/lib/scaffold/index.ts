// Project scaffolding: new AgentTeam Apps (and, with the actions framework, agents and actions).
export { scaffoldApp, type ScaffoldAppOptions } from './scaffoldApp.js';
export { appManifest, appProjectFiles, type AppTransport, type AppTemplateInput } from './appTemplate.js';
