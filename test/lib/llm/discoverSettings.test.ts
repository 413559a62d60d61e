import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseModel, defaultSettingsPath, discoverSettings, parseSettings, resolveAgentSettings } from '../../../src/lib/llm/index.js';

const work = mkdtempSync(join(tmpdir(), 'vv-discover-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fresh directory to serve as VV_AGENT_HOME, with the given files in it. */
function home(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(work, 'home-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const SCRIPTED = JSON.stringify({ VERSION: '2', backends: { scripted: { models: { mine: { id: 'mine' } } } } });
const TOML = 'VERSION = "2"\n[backends.scripted.models.from-toml]\nid = "from-toml"\n';

describe('discoverSettings: --settings, $VV_AGENT_SETTINGS, $VV_AGENT_HOME/settings.{json,toml}, shipped', () => {
  it('--settings wins over everything, even a missing file', () => {
    const env = { VV_AGENT_SETTINGS: '/from/env.json', VV_AGENT_HOME: home({ 'settings.json': SCRIPTED }) };
    const found = discoverSettings({ settings: 'given.json', env });
    expect(found).toMatchObject({ path: 'given.json', source: 'flag', reason: 'given with --settings' });
    expect(found.chain).toEqual([{ source: 'flag', what: '--settings', outcome: 'used' }]);
  });

  it('$VV_AGENT_SETTINGS comes next, and is used even when its file is missing (loading then names it)', async () => {
    const env = { VV_AGENT_SETTINGS: join(work, 'missing.json'), VV_AGENT_HOME: home({ 'settings.json': SCRIPTED }) };
    const found = discoverSettings({ env });
    expect(found).toMatchObject({ path: env.VV_AGENT_SETTINGS, source: 'env', reason: 'from $VV_AGENT_SETTINGS' });
    expect(found.chain.map((s) => s.outcome)).toEqual(['not set', 'used']);
    await expect(resolveAgentSettings({ env })).rejects.toMatchObject({ code: 'settings_not_found' });
  });

  it('then settings.json in $VV_AGENT_HOME, which wins over settings.toml', () => {
    const dir = home({ 'settings.json': SCRIPTED, 'settings.toml': TOML });
    const found = discoverSettings({ env: { VV_AGENT_HOME: dir } });
    expect(found).toMatchObject({ path: join(dir, 'settings.json'), source: 'home' });
    expect(found.reason).toContain('$VV_AGENT_HOME');
  });

  it('then settings.toml in $VV_AGENT_HOME', () => {
    const dir = home({ 'settings.toml': TOML });
    const found = discoverSettings({ env: { VV_AGENT_HOME: dir } });
    expect(found.path).toBe(join(dir, 'settings.toml'));
    expect(found.chain.map((s) => `${s.what}: ${s.outcome}`)).toEqual([
      '--settings: not set',
      '$VV_AGENT_SETTINGS: not set',
      `${join(dir, 'settings.json')}: not found`,
      `${join(dir, 'settings.toml')}: used`,
    ]);
  });

  it('without VV_AGENT_HOME the home is ~/.vv-agent (as for the state directory)', () => {
    const user = mkdtempSync(join(work, 'user-'));
    mkdirSync(join(user, '.vv-agent'));
    writeFileSync(join(user, '.vv-agent', 'settings.json'), SCRIPTED);
    expect(discoverSettings({ env: {}, homedir: user }).path).toBe(join(user, '.vv-agent', 'settings.json'));
  });

  it('else the shipped example; an empty variable counts as unset, an empty --settings is refused', () => {
    const found = discoverSettings({ env: { VV_AGENT_SETTINGS: '  ', VV_AGENT_HOME: home() } });
    expect(found).toMatchObject({ path: defaultSettingsPath(), source: 'shipped' });
    expect(found.chain).toHaveLength(5);
    expect(() => discoverSettings({ settings: '', env: {} })).toThrow(/--settings must not be empty/);
  });
});

describe('chooseModel: --backend/--model, $VV_AGENT_BACKEND/$VV_AGENT_MODEL, the first model', () => {
  const settings = parseSettings(
    JSON.stringify({
      VERSION: '2',
      endpoints: [{ id: 'local', api_base: 'http://127.0.0.1:1/v1' }],
      backends: {
        scripted: { models: { off: { enabled: false }, first: {}, second: {} } },
        ollama: { models: { llama: { id: 'llama3', endpoints: ['local'] } } },
      },
    }),
    'json',
    'test.json',
  );
  const names = (choice: ReturnType<typeof chooseModel>): string[] => [
    `${choice.backend.value}:${choice.backend.source}`,
    `${choice.model.value}:${choice.model.source}`,
  ];

  it('nothing given: the first enabled model of the first backend that has one', () => {
    expect(names(chooseModel(settings, { env: {} }))).toEqual(['scripted:settings', 'first:settings']);
  });

  it('the variables come before the file, the flags before the variables', () => {
    const env = { VV_AGENT_BACKEND: 'ollama', VV_AGENT_MODEL: 'llama' };
    expect(names(chooseModel(settings, { env }))).toEqual(['ollama:env', 'llama:env']);
    expect(names(chooseModel(settings, { backend: 'scripted', model: 'second', env }))).toEqual(['scripted:flag', 'second:flag']);
  });

  it('a backend alone takes its first model; a model alone (key or provider id) finds its backend', () => {
    expect(names(chooseModel(settings, { backend: 'ollama', env: {} }))).toEqual(['ollama:flag', 'llama:settings']);
    expect(names(chooseModel(settings, { env: { VV_AGENT_MODEL: 'llama3' } }))).toEqual(['ollama:settings', 'llama3:env']);
  });

  it('an unknown backend or model is a configuration error naming what exists', () => {
    expect(() => chooseModel(settings, { backend: 'nope', env: {} })).toThrow(/backend 'nope' is not configured in test.json/);
    expect(() => chooseModel(settings, { model: 'off', env: {} })).toThrow(/model 'off' is not configured for any backend .*scripted\/first/);
  });
});
