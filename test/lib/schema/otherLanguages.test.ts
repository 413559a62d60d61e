// `app-server generate` through its library function: the --out folder is made only when there is
// a file to put in it, so a quicktype run that fails leaves nothing behind (none of the shipped
// schemas makes quicktype fail, hence a copy with a broken reference).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeModels } from '../../../src/lib/schema/otherLanguages.js';
import { projectRoot } from '../../support/cli.js';

const work = mkdtempSync(join(tmpdir(), 'vv-other-languages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('writeModels', () => {
  it('a generation quicktype refuses creates no --out folder (nor its parents)', async () => {
    const schemas = join(work, 'schemas');
    cpSync(join(projectRoot, 'schemas', 'app-server'), join(schemas, 'app-server'), { recursive: true });
    const file = join(schemas, 'app-server', 'definitions.json');
    const definitions = JSON.parse(readFileSync(file, 'utf8')) as { $defs: Record<string, unknown> };
    definitions.$defs['Broken'] = { type: 'object', properties: { x: { $ref: 'definitions.json#/$defs/DoesNotExist' } } };
    writeFileSync(file, JSON.stringify(definitions));

    const out = join(work, 'target', 'models');
    await expect(writeModels(schemas, 'app-server', 'python', out)).rejects.toThrow(/DoesNotExist/);
    expect(existsSync(join(work, 'target'))).toBe(false);
  });

  it('an empty --out is refused before the schemas are even read', async () => {
    await expect(writeModels(join(work, 'no-schemas-here'), 'app-server', 'python', '')).rejects.toMatchObject({ code: 'out_flag_empty', category: 'usage' });
  });
});
