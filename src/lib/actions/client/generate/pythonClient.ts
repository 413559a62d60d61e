import { snakeCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { httpOnlyView, oneLineDoc, reachDoc, unreserved } from './clientTypes.js';

const RESERVED = new Set([
  'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'close', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from',
  'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield',
]);

function methodName(action: ClientAction): string {
  return unreserved(snakeCase(action.words), RESERVED);
}

const isEnum = (source: string, type: ActionType): boolean => new RegExp(`^class ${type.typeName}\\(Enum\\):`, 'm').test(source);

function method(action: ClientAction, source: string, typed: (t: ActionType) => boolean): string {
  const { input, output } = action;
  const inputType = typed(input) ? `Union[${input.typeName}, Dict[str, Any]]` : 'Dict[str, Any]';
  const param = input.schema === null ? `input: Optional[${inputType}] = None` : `input: ${inputType}`;
  let result = 'body';
  if (typed(output)) result = isEnum(source, output) ? `${output.typeName}(body)` : `${output.typeName}.from_dict(body)`;
  const route = action.http!;
  return `    def ${methodName(action)}(self, ${param}) -> ${typed(output) ? output.typeName : 'Any'}:
        """\`${action.name}\`: ${oneLineDoc(action.description).replace(/"""/g, "'''")} (${reachDoc(action)})"""
        body = self._call(${JSON.stringify(action.name)}, ${JSON.stringify(route.method)}, ${JSON.stringify(route.path)}, ${route.query ? 'True' : 'False'}, _as_dict(input))
        return ${result}`;
}

/**
 * `agent_client.py`: quicktype's dataclasses (with `from_dict`/`to_dict`) and a client over
 * urllib, standard library only. HTTP only: an action served only over MCP is listed, not wrapped.
 */
export function pythonClient(model: ClientModel, models: string, banner: string): Record<string, string> {
  const { typed, http, mcpOnlyNote } = httpOnlyView(model, models, '^class ');
  const methods = http.map((a) => method(a, models, typed));
  return {
    'agent_client.py': `# ${banner}
# A typed client of the agent over HTTP, standard library only (urllib, json, dataclasses).
${mcpOnlyNote('#')}import json
import urllib.error
import urllib.parse
import urllib.request
from enum import Enum
from typing import Any, Dict, List, Optional, Union

${models}

DEFAULT_BASE_URL: Optional[str] = ${model.baseUrl === null ? 'None' : JSON.stringify(model.baseUrl)}


class AgentCallError(Exception):
    """A failed call: the agent's error code and message (or the client's: agent_unreachable,
    invalid_response, missing_path_param), the HTTP status (None without an answer) and the
    fields at fault."""

    def __init__(self, action: str, code: str, message: str, status: Optional[int] = None, details: Optional[List[Dict[str, str]]] = None) -> None:
        super().__init__(message)
        self.action = action
        self.code = code
        self.message = message
        self.status = status
        self.details = details or []


def _as_dict(value: Any) -> Dict[str, Any]:
    if value is None:
        return {}
    if isinstance(value, dict):
        return value
    if isinstance(value, Enum):
        return value.value
    return value.to_dict()


def _text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


class AgentClient:
    """One method per action of the agent, over its HTTP routes."""

    def __init__(self, base_url: Optional[str] = None, token: Optional[str] = None, headers: Optional[Dict[str, str]] = None, timeout: float = 30.0) -> None:
        self.base_url = (base_url or DEFAULT_BASE_URL or "").rstrip("/")
        self.token = token
        self.headers = dict(headers or {})
        self.timeout = timeout

${methods.join('\n\n')}

    def _call(self, action: str, method: str, path: str, query: bool, fields: Dict[str, Any]) -> Any:
        rest = {k: v for k, v in fields.items() if v is not None}
        route = path
        for name in list(rest):
            if "{" + name + "}" in route:
                route = route.replace("{" + name + "}", urllib.parse.quote(_text(rest.pop(name)), safe=""))
        if "{" in route:
            raise AgentCallError(action, "missing_path_param", "%s: the route %s needs a path parameter" % (action, path))
        url = self.base_url + route
        data = None
        headers = {"accept": "application/json", **self.headers}
        if self.token:
            headers["authorization"] = "Bearer " + self.token
        if query:
            pairs = [(k, _text(item)) for k, v in rest.items() for item in (v if isinstance(v, list) else [v])]
            if pairs:
                url += "?" + urllib.parse.urlencode(pairs)
        else:
            data = json.dumps(rest).encode("utf-8")
            headers["content-type"] = "application/json"
        request = urllib.request.Request(url, data=data, headers=headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                text = response.read().decode("utf-8")
        except urllib.error.HTTPError as error:
            status = error.code
            try:
                info = json.loads(error.read().decode("utf-8"))["error"]
                code, message, details = str(info["code"]), str(info["message"]), list(info.get("details") or [])
            except (ValueError, KeyError, TypeError):
                raise AgentCallError(action, "http_%d" % status, "%s failed: %s %s: HTTP %d" % (action, method, url, status), status) from None
            fields_text = " (%s)" % "; ".join("%s: %s" % (d.get("field"), d.get("message")) for d in details) if details else ""
            raise AgentCallError(action, code, "%s failed: %s: %s%s" % (action, code, message, fields_text), status, details) from None
        except (urllib.error.URLError, OSError) as error:
            raise AgentCallError(action, "agent_unreachable", "%s: %s %s: %s" % (action, method, url, error)) from None
        try:
            return json.loads(text) if text else None
        except ValueError:
            raise AgentCallError(action, "invalid_response", "%s: %s %s answered something that is not JSON" % (action, method, url)) from None
`,
  };
}
