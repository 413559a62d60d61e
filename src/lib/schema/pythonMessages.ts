import type { MethodDeclaration, SchemaSet, UnionFile } from './schemaSet.js';
import { branchTypeName } from './typescriptTypes.js';

/**
 * The message unions and method maps that the TypeScript output has, for the Python models:
 * one dataclass per union branch (with `from_dict`/`to_dict` like quicktype's classes), the union
 * alias, a `<union>_from_dict` that dispatches on `method`, and `<UNION>_METHODS` (method ->
 * params class, and result class for requests). quicktype cannot emit these: it merges a `oneOf`
 * of objects into one class with every field optional.
 */
export function pythonMessages(set: SchemaSet, quicktypeSource: string): string {
  // quicktype renames some classes (`ThreadIdParams` -> `ThreadIDParams`): find each by its
  // case-insensitive name in what it emitted.
  const classes = new Map<string, string>();
  for (const match of quicktypeSource.matchAll(/^class (\w+)/gm)) classes.set(match[1]!.toLowerCase(), match[1]!);
  const pyClass = (def: string | null): string | null => (def === null ? null : (classes.get(def.toLowerCase()) ?? null));

  const unions = set.unions.filter((u) => u.methods.length > 0);
  if (unions.length === 0) return '';
  const parts = ['', '', '# Messages: one class per method of each union, the unions, and the method maps (as in the TypeScript output).', 'from typing import Tuple', ''];
  for (const union of unions) {
    for (const method of union.methods) parts.push(branchClass(union, method, pyClass(method.params)));
    const names = union.methods.map((m) => branchTypeName(union, m));
    const snake = snakeCase(union.name);
    parts.push(`${union.name} = Union[${names.join(', ')}]`, '');
    parts.push(`_${snake.toUpperCase()}_BRANCHES: Dict[str, Any] = {`, ...union.methods.map((m, i) => `    ${pyString(m.method)}: ${names[i]},`), '}', '', '');
    parts.push(
      `def ${snake}_from_dict(obj: Any) -> ${union.name}:`,
      `    """A ${union.name} message by its method; ValueError for a method the protocol does not have."""`,
      '    assert isinstance(obj, dict)',
      `    branch = _${snake.toUpperCase()}_BRANCHES.get(obj.get("method"))`,
      '    if branch is None:',
      `        raise ValueError("unknown ${union.name} method: " + repr(obj.get("method")))`,
      '    return branch.from_dict(obj)',
      '',
      '',
    );
    const requests = union.methods.every((m) => m.hasId);
    const shape = requests ? 'Tuple[Optional[type], Optional[type]]' : 'Optional[type]';
    parts.push(`# ${union.name}: method -> ${requests ? '(params class, result class)' : 'params class'}; None where there is none.`);
    parts.push(
      `${snake.toUpperCase()}_METHODS: Dict[str, ${shape}] = {`,
      ...union.methods.map((m) => {
        const params = pyClass(m.params) ?? 'None';
        return `    ${pyString(m.method)}: ${requests ? `(${params}, ${pyClass(m.result) ?? 'None'})` : params},`;
      }),
      '}',
      '',
      '',
    );
  }
  return parts.join('\n');
}

function branchClass(union: UnionFile, method: MethodDeclaration, params: string | null): string {
  const name = branchTypeName(union, method);
  const fields: string[] = [];
  const fromDict: string[] = [];
  const toDict: string[] = [`        result: dict = {"jsonrpc": "2.0", "method": self.method}`];
  if (method.hasId) {
    fields.push('    id: Union[int, str]');
    fromDict.push('from_union([from_int, from_str], obj.get("id"))');
    toDict.push('        result["id"] = self.id');
  }
  if (params !== null) {
    fields.push(method.paramsRequired ? `    params: ${params}` : `    params: Optional[${params}] = None`);
    fromDict.push(method.paramsRequired ? `${params}.from_dict(obj.get("params"))` : `from_union([${params}.from_dict, from_none], obj.get("params"))`);
    toDict.push(method.paramsRequired ? '        result["params"] = self.params.to_dict()' : '        if self.params is not None:\n            result["params"] = self.params.to_dict()');
  }
  return [
    '@dataclass',
    `class ${name}:`,
    `    """${union.name} \`${method.method}\`."""`,
    ...fields,
    `    method: str = ${pyString(method.method)}`,
    '',
    '    @staticmethod',
    `    def from_dict(obj: Any) -> '${name}':`,
    `        assert isinstance(obj, dict) and obj.get("method") == ${pyString(method.method)}`,
    `        return ${name}(${fromDict.join(', ')})`,
    '',
    '    def to_dict(self) -> dict:',
    ...toDict,
    '        return result',
    '',
    '',
  ].join('\n');
}

function snakeCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function pyString(value: string): string {
  return JSON.stringify(value);
}
