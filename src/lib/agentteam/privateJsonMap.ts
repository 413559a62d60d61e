/**
 * A small string-keyed map kept as one JSON file in a state directory, readable by its owner only:
 * the agent App's conversation threads. Loaded once, then served from memory; every change
 * rewrites the file whole and renames it into place, so a crash leaves the old map or the new
 * one, never half of one.
 */
import { readFileSync } from 'node:fs';
import { VvAgentError } from '../shared/errors.js';
import { isErrno } from '../shared/isErrno.js';
import { writePrivateFileAtomically } from '../shared/privateState.js';

export class PrivateJsonMap<V> {
  private entries: Record<string, V> | undefined;

  /**
   * `accept` keeps an entry read from the file when its value has the expected shape; anything
   * else (a hand-edited or older file) is dropped, never trusted.
   */
  constructor(
    readonly file: string,
    private readonly accept: (value: unknown) => value is V,
  ) {}

  get(key: string): V | undefined {
    const entries = this.load();
    return Object.hasOwn(entries, key) ? entries[key] : undefined;
  }

  set(key: string, value: V): void {
    const entries = { ...this.load(), [key]: value };
    writePrivateFileAtomically(this.file, `${JSON.stringify(entries, null, 2)}\n`);
    this.entries = entries;
  }

  private load(): Record<string, V> {
    if (this.entries !== undefined) return this.entries;
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as unknown;
      this.entries = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, V] => this.accept(entry[1])))
        : {};
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw new VvAgentError('state_unreadable', `cannot read ${this.file}: ${(error as Error).message}`, 'config');
      this.entries = {};
    }
    return this.entries;
  }
}
