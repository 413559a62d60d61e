import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from '../shared/errors.js';
import { makeDirectory } from '../shared/makeDirectory.js';
import type { ExportBundle } from './generateProtocol.js';

/**
 * `--out` as an absolute folder path, refused before any work when it cannot be one: an empty
 * value (`--out "$OUT"` with OUT unset) would resolve to the working directory and fill it
 * unasked, and a file in the way is the user's mistake too. Nothing is created here.
 */
export function outputDirPath(dir: string): string {
  if (dir.trim() === '') throw new UsageError('--out must not be empty', 'out_flag_empty');
  const path = resolve(dir);
  if (existsSync(path) && !statSync(path).isDirectory()) {
    throw new UsageError(`--out ${dir} is an existing file, not a directory`, 'out_is_file');
  }
  return path;
}

/** Creates `dir` (and parents) once outputDirPath accepts it. */
export function ensureOutputDir(dir: string): string {
  const path = outputDirPath(dir);
  try {
    makeDirectory(path);
  } catch (error) {
    throw new UsageError(`--out ${dir} cannot be created: ${error instanceof Error ? error.message : String(error)}`, 'out_unusable');
  }
  return path;
}

/**
 * Writes each file into `dir` (made by ensureOutputDir). A folder in the way or a folder that
 * takes no files (/proc) is the user's, like one that cannot be created; the folders in the way
 * are found before anything is written, so such a run leaves no half of an export behind.
 */
export function writeOutputFiles(dir: string, files: Record<string, string>): string[] {
  const paths = Object.keys(files).map((name) => join(dir, name));
  const unusable = (path: string, reason: string): UsageError => new UsageError(`--out cannot be written: ${path}: ${reason}`, 'out_unusable');
  const blocked = paths.find((path) => existsSync(path) && statSync(path).isDirectory());
  if (blocked !== undefined) throw unusable(blocked, 'a directory is in the way');
  return Object.entries(files).map(([name, content]) => {
    const path = join(dir, name);
    try {
      writeFileSync(path, content);
    } catch (error) {
      throw unusable(path, error instanceof Error ? error.message : String(error));
    }
    return path;
  });
}

/** A schema as the text of its exported file (pretty JSON and a final newline). */
export function schemaFileText(schema: unknown): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/** Exported type name -> its schema file's text: what `schema/export` serves (strings, as the reference). */
export function schemaFileTexts(bundle: Pick<ExportBundle, 'jsonSchema'>): Record<string, string> {
  return Object.fromEntries(Object.entries(bundle.jsonSchema).map(([name, schema]) => [name, schemaFileText(schema)]));
}

/** `<out>/json/<Name>.json` per exported type, plus `<out>/json/<stem>.schemas.json` (name -> schema). */
export function writeJsonSchemaFiles(out: string, bundle: ExportBundle, stem: string): string[] {
  const dir = ensureOutputDir(join(ensureOutputDir(out), 'json'));
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(schemaFileTexts(bundle))) files[`${name}.json`] = text;
  files[`${stem}.schemas.json`] = schemaFileText(bundle.jsonSchema);
  return writeOutputFiles(dir, files);
}

/** The TypeScript bundle's files, as they are, into `out`. */
export function writeTypescriptFiles(out: string, bundle: ExportBundle): string[] {
  return writeOutputFiles(ensureOutputDir(out), bundle.typescript);
}
