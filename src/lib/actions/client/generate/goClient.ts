import { pascalCase, type ActionType, type ClientAction, type ClientModel } from './clientModel.js';
import { httpOnlyView, oneLineDoc, reachDoc, unreserved } from './clientTypes.js';

const RESERVED = new Set(['BaseURL', 'Token', 'HTTPClient']);

function methodName(action: ClientAction): string {
  return unreserved(pascalCase(action.words), RESERVED);
}

function method(action: ClientAction, typed: (t: ActionType) => boolean): string {
  const input = typed(action.input) ? action.input.typeName : 'map[string]any';
  const output = typed(action.output) ? action.output.typeName : 'any';
  const route = action.http!;
  return `// ${methodName(action)} calls \`${action.name}\`: ${oneLineDoc(action.description)} (${reachDoc(action)}).
func (c *AgentClient) ${methodName(action)}(ctx context.Context, input ${input}) (${output}, error) {
	var out ${output}
	err := c.call(ctx, ${JSON.stringify(action.name)}, ${JSON.stringify(route.method)}, ${JSON.stringify(route.path)}, ${route.query}, input, &out)
	return out, err
}`;
}

/** `types.go` (quicktype's structs) and `client.go` (net/http and encoding/json only). */
export function goClient(model: ClientModel, models: string, banner: string, packageName: string): Record<string, string> {
  const { typed, http, mcpOnlyNote } = httpOnlyView(model, models, '^type ');
  return {
    ...(models === '' ? {} : { 'types.go': `// ${banner}\n\n${models}` }),
    'client.go': `// ${banner}
// A typed client of the agent over HTTP (net/http, encoding/json).
${mcpOnlyNote('//')}
package ${packageName}

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// DefaultBaseURL is the origin of the agent's routes when the client was generated.
const DefaultBaseURL = ${JSON.stringify(model.baseUrl ?? '')}

// AgentErrorDetail names one field of the input at fault.
type AgentErrorDetail struct {
	Field   string \`json:"field"\`
	Message string \`json:"message"\`
}

// AgentCallError is a failed call: the agent's error code and message, or the client's
// (agent_unreachable, invalid_response, missing_path_param); Status is 0 without an answer.
type AgentCallError struct {
	Action  string
	Code    string
	Message string
	Status  int
	Details []AgentErrorDetail
}

func (e *AgentCallError) Error() string { return e.Message }

// AgentClient has one method per action of the agent, over its HTTP routes.
type AgentClient struct {
	BaseURL    string
	Token      string
	HTTPClient *http.Client
}

// NewAgentClient returns a client of the agent at DefaultBaseURL.
func NewAgentClient() *AgentClient {
	return &AgentClient{BaseURL: DefaultBaseURL, HTTPClient: http.DefaultClient}
}

${http.map((a) => method(a, typed)).join('\n\n')}

func jsonText(value json.RawMessage) string {
	var s string
	if json.Unmarshal(value, &s) == nil {
		return s
	}
	return string(value)
}

func (c *AgentClient) call(ctx context.Context, action, method, path string, query bool, input any, out any) error {
	fail := func(code string, status int, format string, args ...any) error {
		return &AgentCallError{Action: action, Code: code, Message: fmt.Sprintf(format, args...), Status: status}
	}
	raw, err := json.Marshal(input)
	if err != nil {
		return fail("invalid_input", 0, "%s: %v", action, err)
	}
	fields := map[string]json.RawMessage{}
	if string(raw) != "null" {
		if err := json.Unmarshal(raw, &fields); err != nil {
			return fail("invalid_input", 0, "%s: the input must be a JSON object: %v", action, err)
		}
	}
	route := path
	for name, value := range fields {
		if string(value) == "null" {
			delete(fields, name)
		} else if placeholder := "{" + name + "}"; strings.Contains(route, placeholder) {
			route = strings.ReplaceAll(route, placeholder, url.PathEscape(jsonText(value)))
			delete(fields, name)
		}
	}
	if strings.Contains(route, "{") {
		return fail("missing_path_param", 0, "%s: the route %s needs a path parameter", action, path)
	}
	target := strings.TrimRight(c.BaseURL, "/") + route
	var body io.Reader
	if query {
		values := url.Values{}
		for name, value := range fields {
			var items []json.RawMessage
			if json.Unmarshal(value, &items) == nil {
				for _, item := range items {
					values.Add(name, jsonText(item))
				}
			} else {
				values.Add(name, jsonText(value))
			}
		}
		if len(values) > 0 {
			target += "?" + values.Encode()
		}
	} else {
		encoded, err := json.Marshal(fields)
		if err != nil {
			return fail("invalid_input", 0, "%s: %v", action, err)
		}
		body = bytes.NewReader(encoded)
	}
	request, err := http.NewRequestWithContext(ctx, method, target, body)
	if err != nil {
		return fail("invalid_input", 0, "%s: %v", action, err)
	}
	request.Header.Set("Accept", "application/json")
	if !query {
		request.Header.Set("Content-Type", "application/json")
	}
	if c.Token != "" {
		request.Header.Set("Authorization", "Bearer "+c.Token)
	}
	client := c.HTTPClient
	if client == nil {
		client = http.DefaultClient
	}
	response, err := client.Do(request)
	if err != nil {
		return fail("agent_unreachable", 0, "%s: %s %s: %v", action, method, target, err)
	}
	defer response.Body.Close()
	data, err := io.ReadAll(response.Body)
	if err != nil {
		return fail("agent_unreachable", response.StatusCode, "%s: %s %s: %v", action, method, target, err)
	}
	if response.StatusCode < 200 || response.StatusCode > 299 {
		var envelope struct {
			Error *struct {
				Code    string             \`json:"code"\`
				Message string             \`json:"message"\`
				Details []AgentErrorDetail \`json:"details"\`
			} \`json:"error"\`
		}
		if json.Unmarshal(data, &envelope) == nil && envelope.Error != nil {
			return &AgentCallError{Action: action, Code: envelope.Error.Code, Message: fmt.Sprintf("%s failed: %s: %s", action, envelope.Error.Code, envelope.Error.Message), Status: response.StatusCode, Details: envelope.Error.Details}
		}
		return fail(fmt.Sprintf("http_%d", response.StatusCode), response.StatusCode, "%s failed: %s %s: HTTP %d", action, method, target, response.StatusCode)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fail("invalid_response", response.StatusCode, "%s: %s %s: %v", action, method, target, err)
	}
	return nil
}
`,
  };
}
