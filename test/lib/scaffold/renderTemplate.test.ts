import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../../src/lib/scaffold/renderTemplate.js';

describe('renderTemplate', () => {
  it('keeps true sections (nested ones too), drops false ones, then fills placeholders', () => {
    const text = '{{#a}}A{{#b}}B{{/b}}{{#c}}C{{/c}}{{/a}}{{#c}}never{{/c}} {{name}}';
    expect(renderTemplate(text, { a: true, b: true, c: false, name: 'x' })).toBe('AB x');
    expect(renderTemplate(text, { a: false, b: true, c: false, name: 'y' })).toBe(' y');
  });

  it('throws on a name without a value instead of writing it into a project', () => {
    expect(() => renderTemplate('{{missing}}', {})).toThrow(/placeholder \{\{missing\}\} has no text value/);
    expect(() => renderTemplate('{{#flag}}x{{/flag}}', { flag: 'text' })).toThrow(/section \{\{#flag\}\} has no boolean value/);
  });
});
