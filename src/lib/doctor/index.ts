// `vv-agent doctor` (issue 12, point 15): what on this machine would keep vv-agent from working.
export { runDoctor, defaultPorts, type DoctorOptions } from './runDoctor.js';
export { formatDoctorReport } from './formatDoctorReport.js';
export { checkNode, checkSettings, checkApiKeys, checkSqlite, checkStateDir, type SettingsCheckInput } from './localChecks.js';
export { brokerUrlFlag, checkBroker, checkPorts, REDIS_PROBE, AMQP_PROBE, DEFAULT_REDIS_URL, DEFAULT_AMQP_URL, type BrokerProbe, type PortUse } from './networkChecks.js';
export type { CheckStatus, DoctorCheck, DoctorReport } from './DoctorCheck.js';
