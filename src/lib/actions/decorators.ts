import type { HttpMethod } from './types.js';

/** One route of a plain controller class. The handler gets the framework's request and reply. */
export interface ControllerRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly propertyKey: string | symbol;
}

// Keyed by the method function and the class: TC39 decorators give no metadata object on Node 20
// (Symbol.metadata is not defined there), so the decorators remember what they saw here.
const routesByFunction = new WeakMap<object, ControllerRoute[]>();
const prefixByClass = new WeakMap<object, string>();

type MethodDecorator = (value: (...args: never[]) => unknown, context: ClassMethodDecoratorContext) => void;

function route(method: HttpMethod, path: string): MethodDecorator {
  if (!path.startsWith('/')) throw new TypeError(`controller route path must start with "/" (got ${JSON.stringify(path)})`);
  return (value, context) => {
    if (context.static || context.private) throw new TypeError('controller routes must be public instance methods');
    const list = routesByFunction.get(value) ?? [];
    list.push({ method, path, propertyKey: context.name });
    routesByFunction.set(value, list);
  };
}

/** Class decorator: every route of the class is served under `prefix`. */
export function controller(prefix = '') {
  return (value: abstract new (...args: never[]) => unknown, _context: ClassDecoratorContext): void => {
    prefixByClass.set(value, prefix.replace(/\/+$/, ''));
  };
}

export const get = (path: string): MethodDecorator => route('GET', path);
export const post = (path: string): MethodDecorator => route('POST', path);
export const put = (path: string): MethodDecorator => route('PUT', path);
export const patch = (path: string): MethodDecorator => route('PATCH', path);
/** `delete` is a reserved word. */
export const del = (path: string): MethodDecorator => route('DELETE', path);

/** The routes declared on an instance's class (and its base classes), with the class prefix applied. */
export function controllerRoutes(instance: object): { method: HttpMethod; path: string; handler: (...args: unknown[]) => unknown }[] {
  const prefix = prefixByClass.get(instance.constructor) ?? '';
  const seen = new Set<string | symbol>();
  const result: { method: HttpMethod; path: string; handler: (...args: unknown[]) => unknown }[] = [];
  for (let proto: object | null = Reflect.getPrototypeOf(instance); proto && proto !== Object.prototype; proto = Reflect.getPrototypeOf(proto)) {
    for (const key of Reflect.ownKeys(proto)) {
      if (seen.has(key)) continue;
      seen.add(key);
      const fn = (proto as Record<string | symbol, unknown>)[key];
      if (typeof fn !== 'function') continue;
      for (const r of routesByFunction.get(fn) ?? []) {
        result.push({ method: r.method, path: `${prefix}${r.path}`, handler: (fn as (...args: unknown[]) => unknown).bind(instance) });
      }
    }
  }
  return result;
}
