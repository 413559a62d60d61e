import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/**
 * What `defineAction({...})` in a project file declares, as far as its text says it with literals:
 * the options `defineAction` resolves (name, http, mcp, queue), nothing else.
 */
export interface ActionDeclarationText {
  /** The file, relative to the project (`actions/greet.mjs`). */
  readonly file: string;
  readonly options: { readonly name: string } & Readonly<Record<'http' | 'mcp' | 'queue', Readonly<Record<string, string>> | undefined>>;
}

const SOURCE_EXTENSIONS = new Set(['.js', '.mjs', '.ts', '.mts']);
const TRANSPORTS = { http: ['url', 'path', 'method'], mcp: ['name'], queue: ['listen'] } as const;

/**
 * The declarations in the action files under `<root>/actions`, read as text. Scaffolding must not
 * run the project's code (importing an action module runs it and needs its dependencies), so a
 * value that is not a literal (a variable, a computed name) is not seen: `agent serve` still
 * checks those when it imports the modules.
 */
export function readActionDeclarations(root: string): ActionDeclarationText[] {
  return sourceFiles(join(root, 'actions')).flatMap((full) => {
    const file = relative(root, full).split('\\').join('/');
    return definedOptions(stripComments(readFileSync(full, 'utf8'))).flatMap((object) => {
      const options = declaration(object);
      return options === undefined ? [] : [{ file, options }];
    });
  });
}

/** Action files as `agent serve --actions` finds them: tests, dot files and node_modules left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const full = join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(full);
      const isSource = e.isFile() && SOURCE_EXTENSIONS.has(extname(e.name)) && !/\.d\.m?ts$|\.(test|spec)\.[cm]?[jt]s$/.test(e.name);
      return isSource ? [full] : [];
    });
}

/** The text with `//` and `/* *\/` comments blanked out, strings left as they are. */
function stripComments(text: string): string {
  return text.replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match) => (match.startsWith('/') ? ' ' : match));
}

/** The object literal text of each `defineAction({ ... }` call. */
function definedOptions(text: string): string[] {
  const objects: string[] = [];
  for (const match of text.matchAll(/\bdefineAction\s*\(\s*\{/g)) {
    const start = match.index + match[0].length - 1;
    const end = closingBrace(text, start);
    if (end !== undefined) objects.push(text.slice(start + 1, end));
  }
  return objects;
}

/** Index of the `}` closing the `{` at `start`, skipping strings; undefined when unbalanced. */
function closingBrace(text: string, start: number): number | undefined {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

/** `key: value` pairs at the top level of an object literal's body (without its braces). */
function entries(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let depth = 0;
  let from = 0;
  const take = (to: number): void => {
    const pair = /^\s*(['"]?)([A-Za-z_$][\w$]*)\1\s*:\s*([\s\S]*?)\s*$/.exec(body.slice(from, to));
    if (pair !== null) found.set(pair[2]!, pair[3]!);
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < body.length && body[i] !== c; i++) if (body[i] === '\\') i++;
    } else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      take(i);
      from = i + 1;
    }
  }
  take(body.length);
  return found;
}

/** A string literal's value (template literals only without `${}`), else undefined. */
function literal(value: string | undefined): string | undefined {
  const match = value === undefined ? null : /^(['"`])((?:\\.|(?!\1)[^\\])*)\1$/.exec(value);
  if (match === null || (match[1] === '`' && match[2]!.includes('${'))) return undefined;
  return match[2]!.replace(/\\(.)/g, '$1');
}

function declaration(object: string): ActionDeclarationText['options'] | undefined {
  const top = entries(object);
  const name = literal(top.get('name'));
  if (name === undefined) return undefined;
  const block = (key: keyof typeof TRANSPORTS): Record<string, string> | undefined => {
    const value = top.get(key);
    if (value === undefined || !value.startsWith('{') || !value.endsWith('}')) return undefined;
    const inner = entries(value.slice(1, -1));
    const fields: Record<string, string> = {};
    for (const field of TRANSPORTS[key]) {
      if (!inner.has(field)) continue;
      const text = literal(inner.get(field));
      // A field that is there but not a literal: what it resolves to is unknown, so is the block.
      if (text === undefined) return undefined;
      fields[field] = text;
    }
    return fields;
  };
  return { name, http: block('http'), mcp: block('mcp'), queue: block('queue') };
}
