import { camelCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { httpOnlyView, oneLineDoc, reachDoc, unreserved } from './clientTypes.js';

const RESERVED = new Set(['baseURL', 'token', 'session', 'call', 'text', 'init']);

function methodName(action: ClientAction): string {
  return unreserved(camelCase(action.words), RESERVED);
}

function method(action: ClientAction, typed: (t: ActionType) => boolean): string {
  const input = typed(action.input) ? action.input.typeName : '[String: AgentJSON]';
  const output = typed(action.output) ? action.output.typeName : 'AgentJSON';
  const param = action.input.schema === null ? `_ input: ${input} = [:]` : `_ input: ${input}`;
  const route = action.http!;
  return `    /// \`${action.name}\`: ${oneLineDoc(action.description)} (${reachDoc(action)}).
    func ${methodName(action)}(${param}) async throws -> ${output} {
        try await call(${JSON.stringify(action.name)}, ${JSON.stringify(route.method)}, ${JSON.stringify(route.path)}, query: ${route.query}, input)
    }`;
}

/** `AgentClient.swift`: quicktype's Codable structs and a client over URLSession (async/await). */
export function swiftClient(model: ClientModel, models: string, banner: string): Record<string, string> {
  const { typed, http, mcpOnlyNote } = httpOnlyView(model, models, '^(struct|enum|class|typealias) ');
  return {
    'AgentClient.swift': `// ${banner}
// A typed client of the agent over HTTP (Foundation's URLSession, Codable).
${mcpOnlyNote('//')}
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

${models}

/// Any JSON value: the type of an input or output whose schema names no structure.
public enum AgentJSON: Codable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([AgentJSON]), object([String: AgentJSON])

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let v = try? c.decode(Bool.self) { self = .bool(v) }
        else if let v = try? c.decode(Double.self) { self = .number(v) }
        else if let v = try? c.decode(String.self) { self = .string(v) }
        else if let v = try? c.decode([AgentJSON].self) { self = .array(v) }
        else { self = .object(try c.decode([String: AgentJSON].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let v): try c.encode(v)
        case .number(let v): try c.encode(v)
        case .string(let v): try c.encode(v)
        case .array(let v): try c.encode(v)
        case .object(let v): try c.encode(v)
        }
    }
}

/// One field of the input at fault.
public struct AgentErrorDetail: Codable {
    public let field: String
    public let message: String
}

/// A failed call: the agent's error code and message, or the client's (agent_unreachable,
/// invalid_response, missing_path_param); \`status\` is nil without an answer.
public struct AgentCallError: Error, CustomStringConvertible {
    public let action: String
    public let code: String
    public let message: String
    public let status: Int?
    public let details: [AgentErrorDetail]
    public var description: String { message }
}

private struct AgentErrorEnvelope: Decodable {
    struct Info: Decodable {
        let code: String
        let message: String
        let details: [AgentErrorDetail]?
    }
    let error: Info
}

/// One method per action of the agent, over its HTTP routes.
public final class AgentClient {
    public static let defaultBaseURL = ${JSON.stringify(model.baseUrl ?? '')}
    public var baseURL: String
    public var token: String?
    private let session: URLSession

    public init(baseURL: String = AgentClient.defaultBaseURL, token: String? = nil, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
    }

${http.map((a) => method(a, typed)).join('\n\n')}

    private static func text(_ value: Any) -> String {
        if let s = value as? String { return s }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]), let s = String(data: data, encoding: .utf8) { return s }
        return "\\(value)"
    }

    private func call<I: Encodable, O: Decodable>(_ action: String, _ method: String, _ path: String, query: Bool, _ input: I) async throws -> O {
        func fail(_ code: String, _ message: String, _ status: Int? = nil) -> AgentCallError {
            AgentCallError(action: action, code: code, message: message, status: status, details: [])
        }
        let encoded = try JSONEncoder().encode(input)
        var fields = ((try? JSONSerialization.jsonObject(with: encoded)) as? [String: Any] ?? [:]).filter { !($0.value is NSNull) }
        var route = path
        for (name, value) in fields where route.contains("{\\(name)}") {
            let escaped = Self.text(value).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            route = route.replacingOccurrences(of: "{\\(name)}", with: escaped)
            fields.removeValue(forKey: name)
        }
        if route.contains("{") { throw fail("missing_path_param", "\\(action): the route \\(path) needs a path parameter") }
        let base = baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL
        guard var components = URLComponents(string: base + route) else { throw fail("invalid_input", "\\(action): bad URL \\(base + route)") }
        if query && !fields.isEmpty {
            components.queryItems = fields.flatMap { name, value in
                ((value as? [Any]) ?? [value]).map { URLQueryItem(name: name, value: Self.text($0)) }
            }
        }
        guard let url = components.url else { throw fail("invalid_input", "\\(action): bad URL \\(base + route)") }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let token = token { request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization") }
        if !query {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONSerialization.data(withJSONObject: fields)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw fail("agent_unreachable", "\\(action): \\(method) \\(url): \\(error)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            if let envelope = try? JSONDecoder().decode(AgentErrorEnvelope.self, from: data) {
                let info = envelope.error
                throw AgentCallError(action: action, code: info.code, message: "\\(action) failed: \\(info.code): \\(info.message)", status: status, details: info.details ?? [])
            }
            throw fail("http_\\(status)", "\\(action) failed: \\(method) \\(url): HTTP \\(status)", status)
        }
        do {
            return try JSONDecoder().decode(O.self, from: data)
        } catch {
            throw fail("invalid_response", "\\(action): \\(method) \\(url): \\(error)", status)
        }
    }
}
`,
  };
}
