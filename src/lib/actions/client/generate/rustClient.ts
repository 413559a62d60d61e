import { snakeCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { httpOnlyView, oneLineDoc, reachDoc, unreserved } from './clientTypes.js';

const RESERVED = new Set([
  'as', 'async', 'await', 'box', 'break', 'call', 'const', 'continue', 'crate', 'dyn', 'else', 'enum', 'extern', 'false', 'fn', 'for', 'if', 'impl', 'in',
  'let', 'loop', 'match', 'mod', 'move', 'mut', 'new', 'pub', 'ref', 'return', 'self', 'static', 'struct', 'super', 'trait', 'true', 'type', 'unsafe', 'use', 'where', 'while', 'yield',
]);

function methodName(action: ClientAction): string {
  return unreserved(snakeCase(action.words), RESERVED);
}

function method(action: ClientAction, typed: (t: ActionType) => boolean): string {
  const input = typed(action.input) ? action.input.typeName : 'serde_json::Value';
  const output = typed(action.output) ? action.output.typeName : 'serde_json::Value';
  const route = action.http!;
  return `    /// \`${action.name}\`: ${oneLineDoc(action.description)} (${reachDoc(action)}).
    pub fn ${methodName(action)}(&self, input: &${input}) -> Result<${output}, AgentCallError> {
        self.call(${JSON.stringify(action.name)}, ${JSON.stringify(route.method)}, ${JSON.stringify(route.path)}, ${route.query}, input)
    }`;
}

/**
 * `agent_client.rs`: quicktype's serde structs and a client over any HTTP library (the caller
 * implements `HttpTransport`, so the module needs serde and serde_json only).
 */
export function rustClient(model: ClientModel, models: string, banner: string): Record<string, string> {
  const { typed, http, mcpOnlyNote } = httpOnlyView(model, models, '^pub (struct|enum|type) ');
  return {
    'agent_client.rs': `// ${banner}
// A typed client of the agent over HTTP. Needs serde (with derive) and serde_json; the HTTP
// exchange is yours: implement HttpTransport with reqwest, ureq, hyper...
${mcpOnlyNote('//')}
${models}

/// The origin of the agent's routes when the client was generated.
pub const DEFAULT_BASE_URL: &str = ${JSON.stringify(model.baseUrl ?? '')};

/// One field of the input at fault.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct AgentErrorDetail {
    pub field: String,
    pub message: String,
}

/// A failed call: the agent's error code and message, or the client's (agent_unreachable,
/// invalid_response, invalid_input, missing_path_param); \`status\` is None without an answer.
#[derive(Debug, Clone)]
pub struct AgentCallError {
    pub action: String,
    pub code: String,
    pub message: String,
    pub status: Option<u16>,
    pub details: Vec<AgentErrorDetail>,
}

impl std::fmt::Display for AgentCallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for AgentCallError {}

/// One HTTP exchange: method, URL, headers and body in; status and body text out.
pub trait HttpTransport {
    fn send(&self, method: &str, url: &str, headers: &[(&str, String)], body: Option<String>) -> Result<(u16, String), String>;
}

#[derive(serde::Deserialize)]
struct AgentErrorInfo {
    code: String,
    message: String,
    details: Option<Vec<AgentErrorDetail>>,
}

#[derive(serde::Deserialize)]
struct AgentErrorEnvelope {
    error: AgentErrorInfo,
}

fn json_text(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn percent_encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{:02X}", b),
        })
        .collect()
}

/// One method per action of the agent, over its HTTP routes.
pub struct AgentClient<T: HttpTransport> {
    pub base_url: String,
    pub token: Option<String>,
    transport: T,
}

impl<T: HttpTransport> AgentClient<T> {
    pub fn new(transport: T) -> Self {
        AgentClient { base_url: DEFAULT_BASE_URL.to_string(), token: None, transport }
    }

${http.map((a) => method(a, typed)).join('\n\n')}

    fn call<I: serde::Serialize, O: serde::de::DeserializeOwned>(&self, action: &str, method: &str, path: &str, query: bool, input: &I) -> Result<O, AgentCallError> {
        let fail = |code: &str, message: String, status: Option<u16>| AgentCallError { action: action.to_string(), code: code.to_string(), message, status, details: Vec::new() };
        let mut fields = match serde_json::to_value(input) {
            Ok(serde_json::Value::Object(map)) => map,
            Ok(serde_json::Value::Null) => serde_json::Map::new(),
            Ok(_) => return Err(fail("invalid_input", format!("{}: the input must be a JSON object", action), None)),
            Err(e) => return Err(fail("invalid_input", format!("{}: {}", action, e), None)),
        };
        fields.retain(|_, value| !value.is_null());
        let mut route = path.to_string();
        let names: Vec<String> = fields.keys().cloned().collect();
        for name in names {
            let placeholder = format!("{{{}}}", name);
            if route.contains(&placeholder) {
                let value = fields.remove(&name).unwrap_or(serde_json::Value::Null);
                route = route.replace(&placeholder, &percent_encode(&json_text(&value)));
            }
        }
        if route.contains('{') {
            return Err(fail("missing_path_param", format!("{}: the route {} needs a path parameter", action, path), None));
        }
        let mut url = format!("{}{}", self.base_url.trim_end_matches('/'), route);
        let mut body = None;
        if query {
            let mut pairs = Vec::new();
            for (name, value) in &fields {
                let items = match value {
                    serde_json::Value::Array(items) => items.clone(),
                    other => vec![other.clone()],
                };
                for item in items {
                    pairs.push(format!("{}={}", percent_encode(name), percent_encode(&json_text(&item))));
                }
            }
            if !pairs.is_empty() {
                url = format!("{}?{}", url, pairs.join("&"));
            }
        } else {
            body = Some(serde_json::Value::Object(fields).to_string());
        }
        let mut headers: Vec<(&str, String)> = vec![("accept", "application/json".to_string())];
        if body.is_some() {
            headers.push(("content-type", "application/json".to_string()));
        }
        if let Some(token) = &self.token {
            headers.push(("authorization", format!("Bearer {}", token)));
        }
        let (status, text) = self
            .transport
            .send(method, &url, &headers, body)
            .map_err(|e| fail("agent_unreachable", format!("{}: {} {}: {}", action, method, url, e), None))?;
        if !(200..300).contains(&status) {
            if let Ok(envelope) = serde_json::from_str::<AgentErrorEnvelope>(&text) {
                let info = envelope.error;
                return Err(AgentCallError {
                    action: action.to_string(),
                    message: format!("{} failed: {}: {}", action, info.code, info.message),
                    code: info.code,
                    status: Some(status),
                    details: info.details.unwrap_or_default(),
                });
            }
            return Err(fail(&format!("http_{}", status), format!("{} failed: {} {}: HTTP {}", action, method, url, status), Some(status)));
        }
        serde_json::from_str(&text).map_err(|e| fail("invalid_response", format!("{}: {} {}: {}", action, method, url, e), Some(status)))
    }
}
`,
  };
}
