import { camelCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { httpOnlyView, oneLineDoc, reachDoc, unreserved } from './clientTypes.js';

const RESERVED = new Set(['baseUrl', 'token', 'http', 'json', 'call', 'text', 'encode']);

function methodName(action: ClientAction): string {
  return unreserved(camelCase(action.words), RESERVED);
}

function method(action: ClientAction, typed: (t: ActionType) => boolean): string {
  const input = typed(action.input) ? action.input.typeName : 'JsonObject';
  const output = typed(action.output) ? action.output.typeName : 'JsonElement';
  const param = action.input.schema === null ? `input: ${input} = JsonObject(emptyMap())` : `input: ${input}`;
  const route = action.http!;
  return `    /** \`${action.name}\`: ${oneLineDoc(action.description)} (${reachDoc(action)}). */
    fun ${methodName(action)}(${param}): ${output} =
        call(${JSON.stringify(action.name)}, ${JSON.stringify(route.method)}, ${JSON.stringify(route.path)}, ${route.query}, json.encodeToJsonElement(${input}.serializer(), input), ${output}.serializer())`;
}

/** `Types.kt` (quicktype's kotlinx.serialization classes) and `AgentClient.kt` (java.net.http). */
export function kotlinClient(model: ClientModel, models: string, banner: string, packageName: string): Record<string, string> {
  const { typed, http, mcpOnlyNote } = httpOnlyView(model, models, '^(data class|enum class|class|typealias) ');
  return {
    ...(models === '' ? {} : { 'Types.kt': `// ${banner}\n\n${models}` }),
    'AgentClient.kt': `// ${banner}
// A typed client of the agent over HTTP (java.net.http, kotlinx.serialization).
${mcpOnlyNote('//')}
package ${packageName}

import java.net.URI
import java.net.URLEncoder
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import java.nio.charset.StandardCharsets
import kotlinx.serialization.DeserializationStrategy
import kotlinx.serialization.SerializationException
import kotlinx.serialization.Serializable
import kotlinx.serialization.builtins.ListSerializer
import kotlinx.serialization.json.*

/** The origin of the agent's routes when the client was generated. */
const val DEFAULT_BASE_URL = ${JSON.stringify(model.baseUrl ?? '')}

/** One field of the input at fault. */
@Serializable
data class AgentErrorDetail(val field: String, val message: String)

/**
 * A failed call: the agent's error code and message, or the client's (agent_unreachable,
 * invalid_response, missing_path_param); \`status\` is null without an answer.
 */
class AgentCallError(
    val action: String,
    val code: String,
    message: String,
    val status: Int?,
    val details: List<AgentErrorDetail> = emptyList(),
) : Exception(message)

/** One method per action of the agent, over its HTTP routes. */
class AgentClient(
    val baseUrl: String = DEFAULT_BASE_URL,
    val token: String? = null,
    private val http: HttpClient = HttpClient.newHttpClient(),
) {
    private val json = Json { ignoreUnknownKeys = true; explicitNulls = false }

${http.map((a) => method(a, typed)).join('\n\n')}

    private fun text(value: JsonElement): String = if (value is JsonPrimitive && value.isString) value.content else value.toString()

    private fun encode(text: String): String = URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20")

    private fun <O> call(action: String, method: String, path: String, query: Boolean, input: JsonElement, output: DeserializationStrategy<O>): O {
        val fields = ((input as? JsonObject) ?: JsonObject(emptyMap())).filterValues { it !is JsonNull }.toMutableMap()
        var route = path
        for (name in fields.keys.toList()) {
            if (route.contains("{$name}")) route = route.replace("{$name}", encode(text(fields.remove(name)!!)))
        }
        if (route.contains("{")) throw AgentCallError(action, "missing_path_param", "$action: the route $path needs a path parameter", null)
        var url = baseUrl.trimEnd('/') + route
        val builder = HttpRequest.newBuilder().header("accept", "application/json")
        if (query) {
            val pairs = fields.flatMap { (name, value) -> (if (value is JsonArray) value.toList() else listOf(value)).map { encode(name) + "=" + encode(text(it)) } }
            if (pairs.isNotEmpty()) url += "?" + pairs.joinToString("&")
            builder.method(method, HttpRequest.BodyPublishers.noBody())
        } else {
            builder.header("content-type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(JsonObject(fields).toString()))
        }
        token?.let { builder.header("authorization", "Bearer $it") }
        val response = try {
            http.send(builder.uri(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString())
        } catch (e: java.io.IOException) {
            throw AgentCallError(action, "agent_unreachable", "$action: $method $url: \${e.message}", null)
        }
        val status = response.statusCode()
        if (status !in 200..299) {
            val error = runCatching { json.parseToJsonElement(response.body()).jsonObject["error"]?.jsonObject }.getOrNull()
            val code = error?.get("code")?.jsonPrimitive?.contentOrNull
            if (error != null && code != null) {
                val message = error["message"]?.jsonPrimitive?.contentOrNull ?: ""
                val details = runCatching { json.decodeFromJsonElement(ListSerializer(AgentErrorDetail.serializer()), error["details"] ?: JsonArray(emptyList())) }.getOrDefault(emptyList())
                throw AgentCallError(action, code, "$action failed: $code: $message", status, details)
            }
            throw AgentCallError(action, "http_$status", "$action failed: $method $url: HTTP $status", status)
        }
        return try {
            json.decodeFromString(output, response.body())
        } catch (e: SerializationException) {
            throw AgentCallError(action, "invalid_response", "$action: $method $url: \${e.message}", status)
        }
    }
}
`,
  };
}
