import { pascalCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { httpOnlyView, oneLineDoc, reachDoc, unreserved } from './clientTypes.js';

const RESERVED = new Set(['BaseUrl', 'Token', 'CallAsync', 'Text', 'Options', 'AgentClient']);

function methodName(action: ClientAction): string {
  return unreserved(`${pascalCase(action.words)}Async`, RESERVED);
}

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function method(action: ClientAction, typed: (t: ActionType) => boolean): string {
  const input = typed(action.input) ? action.input.typeName : 'JsonObject?';
  const output = typed(action.output) ? action.output.typeName : 'JsonElement';
  const param = action.input.schema === null ? `${input} input = null` : `${input} input`;
  const route = action.http!;
  return `        /// <summary><c>${xml(action.name)}</c>: ${xml(oneLineDoc(action.description))} (${xml(reachDoc(action))}).</summary>
        public Task<${output}> ${methodName(action)}(${param}, CancellationToken cancellationToken = default) =>
            CallAsync<${output}>(${JSON.stringify(action.name)}, ${JSON.stringify(route.method)}, ${JSON.stringify(route.path)}, ${route.query}, JsonSerializer.SerializeToNode(input, Options), cancellationToken);`;
}

/** `Types.cs` (quicktype's System.Text.Json classes) and `AgentClient.cs` (HttpClient). */
export function csharpClient(model: ClientModel, models: string, banner: string, namespace: string): Record<string, string> {
  const { typed, http, mcpOnlyNote } = httpOnlyView(model, models, '^\\s*public (partial class|enum) ');
  // quicktype's Converter.Settings carries the converters its types need (enums, dates).
  const options = /\bclass Converter\b/.test(models) ? 'Converter.Settings' : 'new(JsonSerializerDefaults.General)';
  return {
    ...(models === '' ? {} : { 'Types.cs': `// ${banner}\n\n${models}` }),
    'AgentClient.cs': `// ${banner}
// A typed client of the agent over HTTP (HttpClient, System.Text.Json).
${mcpOnlyNote('//')}
#nullable enable
namespace ${namespace}
{
    using System;
    using System.Collections.Generic;
    using System.Linq;
    using System.Net.Http;
    using System.Net.Http.Headers;
    using System.Text;
    using System.Text.Json;
    using System.Text.Json.Nodes;
    using System.Text.Json.Serialization;
    using System.Threading;
    using System.Threading.Tasks;

    /// <summary>One field of the input at fault.</summary>
    public class AgentErrorDetail
    {
        [JsonPropertyName("field")] public string Field { get; set; } = "";
        [JsonPropertyName("message")] public string Message { get; set; } = "";
    }

    /// <summary>A failed call: the agent's error code and message, or the client's (agent_unreachable,
    /// invalid_response, missing_path_param); Status is null without an answer.</summary>
    public class AgentCallError : Exception
    {
        public string Action { get; }
        public string Code { get; }
        public int? Status { get; }
        public IReadOnlyList<AgentErrorDetail> Details { get; }

        public AgentCallError(string action, string code, string message, int? status, IReadOnlyList<AgentErrorDetail>? details = null, Exception? inner = null)
            : base(message, inner)
        {
            Action = action;
            Code = code;
            Status = status;
            Details = details ?? Array.Empty<AgentErrorDetail>();
        }
    }

    /// <summary>One method per action of the agent, over its HTTP routes.</summary>
    public partial class AgentClient
    {
        public const string DefaultBaseUrl = ${JSON.stringify(model.baseUrl ?? '')};
        private static readonly JsonSerializerOptions Options = ${options};
        private readonly HttpClient http;

        public string BaseUrl { get; set; } = DefaultBaseUrl;
        public string? Token { get; set; }

        public AgentClient(HttpClient? http = null)
        {
            this.http = http ?? new HttpClient();
        }

${http.map((a) => method(a, typed)).join('\n\n')}

        private static string Text(JsonNode? node) =>
            node is JsonValue value && value.TryGetValue<string>(out var s) ? s : node?.ToJsonString() ?? "null";

        private async Task<TOutput> CallAsync<TOutput>(string action, string method, string path, bool query, JsonNode? input, CancellationToken cancellationToken)
        {
            var fields = new JsonObject();
            if (input is JsonObject given)
            {
                foreach (var (name, value) in given)
                {
                    if (value != null) fields[name] = JsonNode.Parse(value.ToJsonString());
                }
            }
            var route = path;
            foreach (var name in fields.Select(p => p.Key).ToList())
            {
                var placeholder = "{" + name + "}";
                if (!route.Contains(placeholder)) continue;
                route = route.Replace(placeholder, Uri.EscapeDataString(Text(fields[name])));
                fields.Remove(name);
            }
            if (route.Contains('{')) throw new AgentCallError(action, "missing_path_param", $"{action}: the route {path} needs a path parameter", null);
            var url = BaseUrl.TrimEnd('/') + route;
            if (query)
            {
                var pairs = new List<string>();
                foreach (var (name, value) in fields)
                {
                    var items = value is JsonArray array ? array.ToList() : new List<JsonNode?> { value };
                    pairs.AddRange(items.Select(item => Uri.EscapeDataString(name) + "=" + Uri.EscapeDataString(Text(item))));
                }
                if (pairs.Count > 0) url += "?" + string.Join("&", pairs);
            }
            using var request = new HttpRequestMessage(new HttpMethod(method), url);
            if (!query) request.Content = new StringContent(fields.ToJsonString(), Encoding.UTF8, "application/json");
            request.Headers.Accept.ParseAdd("application/json");
            if (Token != null) request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", Token);
            HttpResponseMessage response;
            try
            {
                response = await http.SendAsync(request, cancellationToken).ConfigureAwait(false);
            }
            catch (HttpRequestException e)
            {
                throw new AgentCallError(action, "agent_unreachable", $"{action}: {method} {url}: {e.Message}", null, null, e);
            }
            using (response)
            {
                var text = await response.Content.ReadAsStringAsync().ConfigureAwait(false);
                var status = (int)response.StatusCode;
                if (!response.IsSuccessStatusCode)
                {
                    JsonNode? error = null;
                    try { error = JsonNode.Parse(text)?["error"]; } catch (JsonException) { }
                    var code = error?["code"]?.GetValue<string>();
                    if (code != null)
                    {
                        var message = error?["message"]?.GetValue<string>() ?? "";
                        var details = error?["details"]?.Deserialize<List<AgentErrorDetail>>() ?? new List<AgentErrorDetail>();
                        throw new AgentCallError(action, code, $"{action} failed: {code}: {message}", status, details);
                    }
                    throw new AgentCallError(action, $"http_{status}", $"{action} failed: {method} {url}: HTTP {status}", status);
                }
                try
                {
                    return JsonSerializer.Deserialize<TOutput>(text, Options)!;
                }
                catch (JsonException e)
                {
                    throw new AgentCallError(action, "invalid_response", $"{action}: {method} {url}: {e.Message}", status, null, e);
                }
            }
        }
    }
}
`,
  };
}
