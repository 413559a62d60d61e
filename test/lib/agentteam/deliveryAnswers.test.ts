import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_RETENTION_MS, DeliveryAnswers } from '../../../src/lib/agentteam/index.js';

const dirs: string[] = [];
const stateDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'delivery-answers-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('DeliveryAnswers', () => {
  it('keeps one owner-only file per delivery, read back by a new instance; other deliveries have none', () => {
    const dir = stateDir();
    const answers = new DeliveryAnswers(dir, 'helper');
    expect(answers.get('del_1')).toBeUndefined();
    answers.set('del_1', 'first answer');
    answers.set('del/../2', 'second answer');
    answers.set('del_1', 'first answer, again');
    const again = new DeliveryAnswers(dir, 'helper');
    expect([again.get('del_1'), again.get('del/../2'), again.get('del_3')]).toEqual(['first answer, again', 'second answer', undefined]);
    const files = readdirSync(answers.dir);
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^[0-9a-f]{40}\.json$/.test(name))).toBe(true);
    expect(statSync(join(answers.dir, files[0]!)).mode & 0o777).toBe(0o600);
    // Another App's answers are its own.
    expect(new DeliveryAnswers(dir, 'other').get('del_1')).toBeUndefined();
  });

  it('a file cut short is no answer (the delivery runs again)', () => {
    const answers = new DeliveryAnswers(stateDir(), 'helper');
    answers.set('del_1', 'complete');
    const [name] = readdirSync(answers.dir);
    writeFileSync(join(answers.dir, name!), '{"deliveryId":"del_1","con');
    expect(answers.get('del_1')).toBeUndefined();
  });

  it('removes answers older than the retention (by file time) on a later write, at most hourly', () => {
    let now = Date.now();
    const answers = new DeliveryAnswers(stateDir(), 'helper', () => now);
    answers.set('del_old', 'old');
    const [old] = readdirSync(answers.dir);
    const longAgo = (Date.now() - ANSWER_RETENTION_MS - 60 * 60_000) / 1000;
    utimesSync(join(answers.dir, old!), longAgo, longAgo);
    // Within the hour since the last look: not looked for yet.
    answers.set('del_new', 'new');
    expect(answers.get('del_old')).toBe('old');
    now += 2 * 60 * 60_000;
    answers.set('del_newer', 'newer');
    expect(answers.get('del_old')).toBeUndefined();
    expect([answers.get('del_new'), answers.get('del_newer')]).toEqual(['new', 'newer']);
    expect(readdirSync(answers.dir)).toHaveLength(2);
  });
});
