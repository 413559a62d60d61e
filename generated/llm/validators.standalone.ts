// GENERATED from schemas/llm/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.
/* eslint-disable */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateLlmSettingsFile = validate21;
const schema32 = {"type":"object","properties":{"VERSION":{"description":"\"2\"; the number 2 and an omitted VERSION mean the same. Checked before the rest by the loader, with its own message.","type":["string","integer"]},"endpoints":{"type":["array","null"],"items":{"$ref":"#/$defs/EndpointEntry"}},"backends":{"type":["object","null"],"additionalProperties":{"$ref":"#/$defs/BackendEntry"}},"tools":{"$ref":"#/$defs/ToolsEntry"}},"description":"A whole settings file (JSON or TOML).","title":"LlmSettingsFile"};
const schema33 = {"type":"object","properties":{"id":{"type":"string","minLength":1},"enabled":{"type":["boolean","null"]},"api_base":{"type":["string","null"]},"api_key":{"type":["string","null"],"description":"Kept in memory only; never printed."},"endpoint_type":{"type":["string","null"]},"headers":{"type":["object","null"],"additionalProperties":{"type":"string"}}},"required":["id"],"description":"One provider endpoint; ids are unique in the file (checked by the loader).","title":"EndpointEntry"};
const schema38 = {"type":"object","properties":{"bash":{"type":["object","null"],"properties":{"env_allow":{"type":["array","null"],"items":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"description":"Environment variables the bash tool passes to commands although they look like secrets."}}}},"description":"`tools`: settings of the agent's tools (vv-agent's own key; other vv-llm loaders ignore it).","title":"ToolsEntry"};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const schema34 = {"type":"object","properties":{"default_endpoint":{"type":["string","null"]},"models":{"type":["object","null"],"additionalProperties":{"$ref":"#/$defs/ModelEntry"}}},"description":"`backends.<name>`: its models and an optional default endpoint.","title":"BackendEntry"};
const schema35 = {"type":"object","properties":{"id":{"type":"string","minLength":1,"description":"Provider-side id; the model key when absent."},"enabled":{"type":["boolean","null"]},"endpoints":{"type":["array","null"],"items":{"$ref":"#/$defs/ModelEndpoint"}},"context_length":{"type":["integer","null"],"minimum":0},"max_output_tokens":{"type":["integer","null"],"minimum":0},"function_call_available":{"type":["boolean","null"]}},"description":"`backends.<name>.models.<key>`.","title":"ModelEntry"};
const schema36 = {"anyOf":[{"type":"string","minLength":1},{"$ref":"#/$defs/ModelEndpointBinding"}],"description":"A model's endpoint: an endpoint id, or a binding object.","title":"ModelEndpoint"};
const schema37 = {"type":"object","properties":{"endpoint_id":{"type":"string","minLength":1},"model_id":{"type":["string","null"]},"enabled":{"type":["boolean","null"]},"priority":{"type":["integer","null"],"minimum":1}},"required":["endpoint_id"],"description":"A model bound to an endpoint: endpoint_id, and optionally the provider model_id there, enabled, and priority (1 is the highest).","title":"ModelEndpointBinding"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(func1(data) < 1){
const err0 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.endpoint_id === undefined) && (missing0 = "endpoint_id")){
const err2 = {instancePath,schemaPath:"#/$defs/ModelEndpointBinding/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.endpoint_id !== undefined){
let data0 = data.endpoint_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/endpoint_id",schemaPath:"#/$defs/ModelEndpointBinding/properties/endpoint_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/endpoint_id",schemaPath:"#/$defs/ModelEndpointBinding/properties/endpoint_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.model_id !== undefined){
let data1 = data.model_id;
const _errs8 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/model_id",schemaPath:"#/$defs/ModelEndpointBinding/properties/model_id/type",keyword:"type",params:{type: schema37.properties.model_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.enabled !== undefined){
let data2 = data.enabled;
const _errs10 = errors;
if((typeof data2 !== "boolean") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/enabled",schemaPath:"#/$defs/ModelEndpointBinding/properties/enabled/type",keyword:"type",params:{type: schema37.properties.enabled.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.priority !== undefined){
let data3 = data.priority;
const _errs12 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/ModelEndpointBinding/properties/priority/type",keyword:"type",params:{type: schema37.properties.priority.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/ModelEndpointBinding/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/$defs/ModelEndpointBinding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.endpoint_id = true;
props0.model_id = true;
props0.enabled = true;
props0.priority = true;
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate24.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate23.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
let data1 = data.enabled;
const _errs3 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate23.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: schema35.properties.enabled.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endpoints !== undefined){
let data2 = data.endpoints;
const _errs5 = errors;
if((!(Array.isArray(data2))) && (data2 !== null)){
validate23.errors = [{instancePath:instancePath+"/endpoints",schemaPath:"#/properties/endpoints/type",keyword:"type",params:{type: schema35.properties.endpoints.type},message:"must be array,null"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate24(data2[i0], {instancePath:instancePath+"/endpoints/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.context_length !== undefined){
let data4 = data.context_length;
const _errs8 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate23.errors = [{instancePath:instancePath+"/context_length",schemaPath:"#/properties/context_length/type",keyword:"type",params:{type: schema35.properties.context_length.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate23.errors = [{instancePath:instancePath+"/context_length",schemaPath:"#/properties/context_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_output_tokens !== undefined){
let data5 = data.max_output_tokens;
const _errs10 = errors;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
validate23.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/type",keyword:"type",params:{type: schema35.properties.max_output_tokens.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs10){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate23.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function_call_available !== undefined){
let data6 = data.function_call_available;
const _errs12 = errors;
if((typeof data6 !== "boolean") && (data6 !== null)){
validate23.errors = [{instancePath:instancePath+"/function_call_available",schemaPath:"#/properties/function_call_available/type",keyword:"type",params:{type: schema35.properties.function_call_available.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"id":true,"enabled":true,"endpoints":true,"context_length":true,"max_output_tokens":true,"function_call_available":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default_endpoint !== undefined){
let data0 = data.default_endpoint;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate22.errors = [{instancePath:instancePath+"/default_endpoint",schemaPath:"#/properties/default_endpoint/type",keyword:"type",params:{type: schema34.properties.default_endpoint.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.models !== undefined){
let data1 = data.models;
const _errs3 = errors;
if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (data1 !== null)){
validate22.errors = [{instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: schema34.properties.models.type},message:"must be object,null"}];
return false;
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
const _errs6 = errors;
if(!(validate23(data1[key0], {instancePath:instancePath+"/models/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"default_endpoint":true,"models":true},"dynamicProps":false,"dynamicItems":false};

const pattern4 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.VERSION !== undefined){
let data0 = data.VERSION;
const _errs1 = errors;
if((typeof data0 !== "string") && (!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0))))){
validate21.errors = [{instancePath:instancePath+"/VERSION",schemaPath:"#/properties/VERSION/type",keyword:"type",params:{type: schema32.properties.VERSION.type},message:"must be string,integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endpoints !== undefined){
let data1 = data.endpoints;
const _errs3 = errors;
if((!(Array.isArray(data1))) && (data1 !== null)){
validate21.errors = [{instancePath:instancePath+"/endpoints",schemaPath:"#/properties/endpoints/type",keyword:"type",params:{type: schema32.properties.endpoints.type},message:"must be array,null"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing0;
if((data2.id === undefined) && (missing0 = "id")){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0,schemaPath:"#/$defs/EndpointEntry/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data2.id !== undefined){
let data3 = data2.id;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/id",schemaPath:"#/$defs/EndpointEntry/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/id",schemaPath:"#/$defs/EndpointEntry/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.enabled !== undefined){
let data4 = data2.enabled;
const _errs10 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/enabled",schemaPath:"#/$defs/EndpointEntry/properties/enabled/type",keyword:"type",params:{type: schema33.properties.enabled.type},message:"must be boolean,null"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.api_base !== undefined){
let data5 = data2.api_base;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/api_base",schemaPath:"#/$defs/EndpointEntry/properties/api_base/type",keyword:"type",params:{type: schema33.properties.api_base.type},message:"must be string,null"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.api_key !== undefined){
let data6 = data2.api_key;
const _errs14 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/api_key",schemaPath:"#/$defs/EndpointEntry/properties/api_key/type",keyword:"type",params:{type: schema33.properties.api_key.type},message:"must be string,null"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.endpoint_type !== undefined){
let data7 = data2.endpoint_type;
const _errs16 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/endpoint_type",schemaPath:"#/$defs/EndpointEntry/properties/endpoint_type/type",keyword:"type",params:{type: schema33.properties.endpoint_type.type},message:"must be string,null"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.headers !== undefined){
let data8 = data2.headers;
const _errs18 = errors;
if((!(data8 && typeof data8 == "object" && !Array.isArray(data8))) && (data8 !== null)){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/headers",schemaPath:"#/$defs/EndpointEntry/properties/headers/type",keyword:"type",params:{type: schema33.properties.headers.type},message:"must be object,null"}];
return false;
}
if(errors === _errs18){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key0 in data8){
const _errs21 = errors;
if(typeof data8[key0] !== "string"){
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0+"/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/EndpointEntry/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs21 === errors;
if(!valid4){
break;
}
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/endpoints/" + i0,schemaPath:"#/$defs/EndpointEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.backends !== undefined){
let data10 = data.backends;
const _errs23 = errors;
if((!(data10 && typeof data10 == "object" && !Array.isArray(data10))) && (data10 !== null)){
validate21.errors = [{instancePath:instancePath+"/backends",schemaPath:"#/properties/backends/type",keyword:"type",params:{type: schema32.properties.backends.type},message:"must be object,null"}];
return false;
}
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
const _errs26 = errors;
if(!(validate22(data10[key1], {instancePath:instancePath+"/backends/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid5 = _errs26 === errors;
if(!valid5){
break;
}
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tools !== undefined){
let data12 = data.tools;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.bash !== undefined){
let data13 = data12.bash;
const _errs30 = errors;
if((!(data13 && typeof data13 == "object" && !Array.isArray(data13))) && (data13 !== null)){
validate21.errors = [{instancePath:instancePath+"/tools/bash",schemaPath:"#/$defs/ToolsEntry/properties/bash/type",keyword:"type",params:{type: schema38.properties.bash.type},message:"must be object,null"}];
return false;
}
if(errors === _errs30){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.env_allow !== undefined){
let data14 = data13.env_allow;
const _errs32 = errors;
if((!(Array.isArray(data14))) && (data14 !== null)){
validate21.errors = [{instancePath:instancePath+"/tools/bash/env_allow",schemaPath:"#/$defs/ToolsEntry/properties/bash/properties/env_allow/type",keyword:"type",params:{type: schema38.properties.bash.properties.env_allow.type},message:"must be array,null"}];
return false;
}
if(errors === _errs32){
if(Array.isArray(data14)){
var valid9 = true;
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
const _errs34 = errors;
if(errors === _errs34){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate21.errors = [{instancePath:instancePath+"/tools/bash/env_allow/" + i1,schemaPath:"#/$defs/ToolsEntry/properties/bash/properties/env_allow/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/tools/bash/env_allow/" + i1,schemaPath:"#/$defs/ToolsEntry/properties/bash/properties/env_allow/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs34 === errors;
if(!valid9){
break;
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/tools",schemaPath:"#/$defs/ToolsEntry/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"VERSION":true,"endpoints":true,"backends":true,"tools":true},"dynamicProps":false,"dynamicItems":false};

export const validateEndpointEntry = validate28;

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
let data1 = data.enabled;
const _errs3 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate28.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: schema33.properties.enabled.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_base !== undefined){
let data2 = data.api_base;
const _errs5 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate28.errors = [{instancePath:instancePath+"/api_base",schemaPath:"#/properties/api_base/type",keyword:"type",params:{type: schema33.properties.api_base.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.api_key !== undefined){
let data3 = data.api_key;
const _errs7 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate28.errors = [{instancePath:instancePath+"/api_key",schemaPath:"#/properties/api_key/type",keyword:"type",params:{type: schema33.properties.api_key.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endpoint_type !== undefined){
let data4 = data.endpoint_type;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate28.errors = [{instancePath:instancePath+"/endpoint_type",schemaPath:"#/properties/endpoint_type/type",keyword:"type",params:{type: schema33.properties.endpoint_type.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data5 = data.headers;
const _errs11 = errors;
if((!(data5 && typeof data5 == "object" && !Array.isArray(data5))) && (data5 !== null)){
validate28.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: schema33.properties.headers.type},message:"must be object,null"}];
return false;
}
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key0 in data5){
const _errs14 = errors;
if(typeof data5[key0] !== "string"){
validate28.errors = [{instancePath:instancePath+"/headers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"id":true,"enabled":true,"api_base":true,"api_key":true,"endpoint_type":true,"headers":true},"dynamicProps":false,"dynamicItems":false};

export const validateBackendEntry = validate29;

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.default_endpoint !== undefined){
let data0 = data.default_endpoint;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
validate29.errors = [{instancePath:instancePath+"/default_endpoint",schemaPath:"#/properties/default_endpoint/type",keyword:"type",params:{type: schema34.properties.default_endpoint.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.models !== undefined){
let data1 = data.models;
const _errs3 = errors;
if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (data1 !== null)){
validate29.errors = [{instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: schema34.properties.models.type},message:"must be object,null"}];
return false;
}
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key0 in data1){
const _errs6 = errors;
if(!(validate23(data1[key0], {instancePath:instancePath+"/models/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"default_endpoint":true,"models":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelEntry = validate31;

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate31.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
let data1 = data.enabled;
const _errs3 = errors;
if((typeof data1 !== "boolean") && (data1 !== null)){
validate31.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: schema35.properties.enabled.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endpoints !== undefined){
let data2 = data.endpoints;
const _errs5 = errors;
if((!(Array.isArray(data2))) && (data2 !== null)){
validate31.errors = [{instancePath:instancePath+"/endpoints",schemaPath:"#/properties/endpoints/type",keyword:"type",params:{type: schema35.properties.endpoints.type},message:"must be array,null"}];
return false;
}
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs7 = errors;
if(!(validate24(data2[i0], {instancePath:instancePath+"/endpoints/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.context_length !== undefined){
let data4 = data.context_length;
const _errs8 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate31.errors = [{instancePath:instancePath+"/context_length",schemaPath:"#/properties/context_length/type",keyword:"type",params:{type: schema35.properties.context_length.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs8){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate31.errors = [{instancePath:instancePath+"/context_length",schemaPath:"#/properties/context_length/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_output_tokens !== undefined){
let data5 = data.max_output_tokens;
const _errs10 = errors;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
validate31.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/type",keyword:"type",params:{type: schema35.properties.max_output_tokens.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs10){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate31.errors = [{instancePath:instancePath+"/max_output_tokens",schemaPath:"#/properties/max_output_tokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.function_call_available !== undefined){
let data6 = data.function_call_available;
const _errs12 = errors;
if((typeof data6 !== "boolean") && (data6 !== null)){
validate31.errors = [{instancePath:instancePath+"/function_call_available",schemaPath:"#/properties/function_call_available/type",keyword:"type",params:{type: schema35.properties.function_call_available.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"id":true,"enabled":true,"endpoints":true,"context_length":true,"max_output_tokens":true,"function_call_available":true},"dynamicProps":false,"dynamicItems":false};

export const validateToolsEntry = validate33;

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bash !== undefined){
let data0 = data.bash;
const _errs1 = errors;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (data0 !== null)){
validate33.errors = [{instancePath:instancePath+"/bash",schemaPath:"#/properties/bash/type",keyword:"type",params:{type: schema38.properties.bash.type},message:"must be object,null"}];
return false;
}
if(errors === _errs1){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.env_allow !== undefined){
let data1 = data0.env_allow;
const _errs3 = errors;
if((!(Array.isArray(data1))) && (data1 !== null)){
validate33.errors = [{instancePath:instancePath+"/bash/env_allow",schemaPath:"#/properties/bash/properties/env_allow/type",keyword:"type",params:{type: schema38.properties.bash.properties.env_allow.type},message:"must be array,null"}];
return false;
}
if(errors === _errs3){
if(Array.isArray(data1)){
var valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
validate33.errors = [{instancePath:instancePath+"/bash/env_allow/" + i0,schemaPath:"#/properties/bash/properties/env_allow/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""}];
return false;
}
}
else {
validate33.errors = [{instancePath:instancePath+"/bash/env_allow/" + i0,schemaPath:"#/properties/bash/properties/env_allow/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs5 === errors;
if(!valid2){
break;
}
}
}
}
}
}
}
}
}
else {
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"bash":true},"dynamicProps":false,"dynamicItems":false};

export const validateModelEndpoint = validate34;

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(func1(data) < 1){
const err0 = {instancePath,schemaPath:"#/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.endpoint_id === undefined) && (missing0 = "endpoint_id")){
const err2 = {instancePath,schemaPath:"#/$defs/ModelEndpointBinding/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
if(data.endpoint_id !== undefined){
let data0 = data.endpoint_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/endpoint_id",schemaPath:"#/$defs/ModelEndpointBinding/properties/endpoint_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/endpoint_id",schemaPath:"#/$defs/ModelEndpointBinding/properties/endpoint_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.model_id !== undefined){
let data1 = data.model_id;
const _errs8 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/model_id",schemaPath:"#/$defs/ModelEndpointBinding/properties/model_id/type",keyword:"type",params:{type: schema37.properties.model_id.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.enabled !== undefined){
let data2 = data.enabled;
const _errs10 = errors;
if((typeof data2 !== "boolean") && (data2 !== null)){
const err6 = {instancePath:instancePath+"/enabled",schemaPath:"#/$defs/ModelEndpointBinding/properties/enabled/type",keyword:"type",params:{type: schema37.properties.enabled.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.priority !== undefined){
let data3 = data.priority;
const _errs12 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/ModelEndpointBinding/properties/priority/type",keyword:"type",params:{type: schema37.properties.priority.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors === _errs12){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/priority",schemaPath:"#/$defs/ModelEndpointBinding/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/$defs/ModelEndpointBinding/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.endpoint_id = true;
props0.model_id = true;
props0.enabled = true;
props0.priority = true;
}
if(!valid0){
const err10 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate34.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate34.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateModelEndpointBinding = validate35;

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.endpoint_id === undefined) && (missing0 = "endpoint_id")){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.endpoint_id !== undefined){
let data0 = data.endpoint_id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate35.errors = [{instancePath:instancePath+"/endpoint_id",schemaPath:"#/properties/endpoint_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/endpoint_id",schemaPath:"#/properties/endpoint_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.model_id !== undefined){
let data1 = data.model_id;
const _errs3 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
validate35.errors = [{instancePath:instancePath+"/model_id",schemaPath:"#/properties/model_id/type",keyword:"type",params:{type: schema37.properties.model_id.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enabled !== undefined){
let data2 = data.enabled;
const _errs5 = errors;
if((typeof data2 !== "boolean") && (data2 !== null)){
validate35.errors = [{instancePath:instancePath+"/enabled",schemaPath:"#/properties/enabled/type",keyword:"type",params:{type: schema37.properties.enabled.type},message:"must be boolean,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.priority !== undefined){
let data3 = data.priority;
const _errs7 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate35.errors = [{instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: schema37.properties.priority.type},message:"must be integer,null"}];
return false;
}
if(errors === _errs7){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate35.errors = [{instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"endpoint_id":true,"model_id":true,"enabled":true,"priority":true},"dynamicProps":false,"dynamicItems":false};

