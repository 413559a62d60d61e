import { Command, Flags } from '@oclif/core';
import { stateDirFlag } from '../lib/cli/stateDirFlag.js';
import type { DoctorReport } from '../lib/doctor/index.js';

export default class Doctor extends Command {
  static override summary = 'Check this machine for what vv-agent needs, and say what is wrong.';
  static override description = [
    'Checks Node against the package\'s engines; which settings file the App Server and send-message would use and why (--settings, $VV_AGENT_SETTINGS, $VV_AGENT_HOME/settings.{json,toml}, the shipped example) and whether its model resolves; which *_API_KEY variables are set (names only, never values); that better-sqlite3 loads; that the state directory is writable and private (0700); that Redis and RabbitMQ answer (over TLS for rediss:// and amqps:// URLs, whose certificate is checked as the queue\'s client checks it); that the default ports are free.',
    'Failures (✗): Node too old, settings that do not load or resolve (a missing key included), SQLite not loading, a state directory that cannot be written. Warnings (!): a state directory others can read, an unreachable broker (only the actions\' queue needs one; --require-brokers makes it a failure), a default port in use.',
    'Exit 1 when anything failed, else 0 (warnings included).',
  ].join('\n');
  static override examples = [
    '<%= config.bin %> doctor',
    '<%= config.bin %> doctor --json',
    '<%= config.bin %> doctor --settings local_settings.json --model kimi-k2 --require-brokers --redis-url redis://10.0.0.5:6379',
  ];
  static override flags = {
    settings: Flags.string({ description: 'Check this settings file instead of the discovered one.' }),
    backend: Flags.string({ description: 'Check this backend (default: $VV_AGENT_BACKEND, else the first model\'s).' }),
    model: Flags.string({ description: 'Check this model (default: $VV_AGENT_MODEL, else the first model).' }),
    'state-dir': stateDirFlag,
    'redis-url': Flags.string({ description: 'Redis to try: a redis:// or rediss:// (TLS) URL (default redis://127.0.0.1:6379).' }),
    'amqp-url': Flags.string({ description: 'RabbitMQ to try: an amqp:// or amqps:// (TLS, port 5671 unless given) URL (default amqp://127.0.0.1:5672).' }),
    'require-brokers': Flags.boolean({ description: 'Fail, not warn, when a broker does not answer.', default: false }),
  };
  static override enableJsonFlag = true;

  async run(): Promise<DoctorReport> {
    const { flags } = await this.parse(Doctor);
    const { runDoctor, formatDoctorReport } = await import('../lib/doctor/index.js');
    const report = await runDoctor({
      settings: flags.settings,
      backend: flags.backend,
      model: flags.model,
      stateDir: flags['state-dir'],
      ...(flags['redis-url'] !== undefined ? { redisUrl: flags['redis-url'] } : {}),
      ...(flags['amqp-url'] !== undefined ? { amqpUrl: flags['amqp-url'] } : {}),
      requireBrokers: flags['require-brokers'],
    });
    if (!this.jsonEnabled()) for (const line of formatDoctorReport(report)) this.log(line);
    if (!report.ok) process.exitCode = 1;
    return report;
  }
}
