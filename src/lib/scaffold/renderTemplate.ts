import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { packageRoot } from '../shared/packageRoot.js';

/** A template's values: text for `{{key}}`, booleans for `{{#key}}...{{/key}}` sections. */
export type TemplateValues = Readonly<Record<string, string | boolean>>;

/**
 * The smallest renderer our templates need: `{{#key}}...{{/key}}` keeps its content when `key`
 * is true (a section may hold sections of other names), then `{{key}}` is replaced by its text. A name the values do
 * not define is a bug in the scaffold, so it throws rather than writing `{{key}}` into a project.
 */
export function renderTemplate(text: string, values: TemplateValues): string {
  const sections = (part: string): string =>
    part.replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (_, key: string, body: string) => {
      const value = values[key];
      if (typeof value !== 'boolean') throw new Error(`template section {{#${key}}} has no boolean value`);
      return value ? sections(body) : '';
    });
  return sections(text).replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (typeof value !== 'string') throw new Error(`template placeholder {{${key}}} has no text value`);
    return value;
  });
}

/** `templates/<name>/` of this package. */
export function templateDir(name: string): string {
  return join(packageRoot(), 'templates', name);
}

/**
 * Every file of a template directory, by project-relative path (`/`-separated), sorted. npm
 * leaves `.gitignore` out of published packages, so the template stores it as `gitignore`.
 */
export function readTemplateFiles(dir: string): Array<{ path: string; text: string }> {
  const files: Array<{ path: string; text: string }> = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push({ path: relative(dir, full).split(sep).join('/').replace(/(^|\/)gitignore$/, '$1.gitignore'), text: readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return files;
}
