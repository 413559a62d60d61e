// GENERATED from schemas/mcp-config/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.
/* eslint-disable */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateMcpConfig = validate21;
const schema32 = {"type":"object","properties":{"mcpServers":{"type":"object","additionalProperties":{"$ref":"#/$defs/McpServerConfig"},"description":"Servers by name. The name prefixes each of its tools (`NAME__tool`); characters other than letters, digits, `_` and `-` become `_` there."}},"required":["mcpServers"],"additionalProperties":true,"description":"The file's root. Other top-level keys are ignored, so a desktop client's whole settings file (e.g. claude_desktop_config.json) can be named.","title":"McpConfig"};
const schema33 = {"type":"object","properties":{"type":{"$ref":"#/$defs/McpServerType"},"command":{"type":"string","minLength":1,"description":"stdio: the executable (looked up on PATH); it speaks MCP on its stdin/stdout. It is stopped when the App Server stops."},"args":{"type":"array","items":{"type":"string"},"description":"stdio: the command's arguments."},"env":{"type":"object","additionalProperties":{"type":"string"},"description":"stdio: added to the variables the MCP SDK passes on by default (HOME, LOGNAME, PATH, SHELL, TERM, USER); the rest of the App Server's environment is not inherited."},"cwd":{"type":"string","minLength":1,"description":"stdio: working directory of the process (default: the App Server's)."},"url":{"type":"string","pattern":"^https?://","description":"HTTP: the server's MCP endpoint (http or https)."},"headers":{"type":"object","additionalProperties":{"type":"string"},"description":"HTTP: sent with every request, e.g. `Authorization: Bearer ...`."},"disabled":{"type":"boolean","description":"true: the entry is kept but the server is not started or connected."}},"additionalProperties":false,"oneOf":[{"type":"object","required":["command"],"properties":{"command":true,"type":{"const":"stdio"},"url":{"not":{}},"headers":{"not":{}}}},{"type":"object","required":["url"],"properties":{"url":true,"type":{"enum":["http","streamable-http","sse"]},"command":{"not":{}},"args":{"not":{}},"env":{"not":{}},"cwd":{"not":{}}}}],"description":"One server: either `command` (with `args`, `env`, `cwd`: a child process spoken to over stdio) or `url` (with `headers`: Streamable HTTP, or the legacy SSE transport with `type: sse`).","title":"McpServerConfig"};
const schema34 = {"type":"string","enum":["stdio","http","streamable-http","sse"],"description":"Optional, as desktop clients write it: `stdio` for a command; `http` or `streamable-http` (the default for a URL) for Streamable HTTP, `sse` for the legacy HTTP+SSE transport.","title":"McpServerType"};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^https?://", "u");

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
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.command === undefined) && (missing0 = "command")){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
const _errs4 = errors;
if("stdio" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/const",keyword:"const",params:{allowedValue: "stdio"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.url !== undefined){
const _errs5 = errors;
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/oneOf/0/properties/url/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.headers !== undefined){
const _errs7 = errors;
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/oneOf/0/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.command = true;
props0.type = true;
props0.url = true;
props0.headers = true;
}
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.url === undefined) && (missing1 = "url")){
const err5 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data.type !== undefined){
let data3 = data.type;
const _errs11 = errors;
if(!(((data3 === "http") || (data3 === "streamable-http")) || (data3 === "sse"))){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.oneOf[1].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.command !== undefined){
const _errs12 = errors;
const err7 = {instancePath:instancePath+"/command",schemaPath:"#/oneOf/1/properties/command/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.args !== undefined){
const _errs14 = errors;
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/oneOf/1/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.env !== undefined){
const _errs16 = errors;
const err9 = {instancePath:instancePath+"/env",schemaPath:"#/oneOf/1/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.cwd !== undefined){
const _errs18 = errors;
const err10 = {instancePath:instancePath+"/cwd",schemaPath:"#/oneOf/1/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.url = true;
props0.type = true;
props0.command = true;
props0.args = true;
props0.env = true;
props0.cwd = true;
}
}
}
if(!valid0){
const err12 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate22.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs20 = errors;
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "command")) || (key0 === "args")) || (key0 === "env")) || (key0 === "cwd")) || (key0 === "url")) || (key0 === "headers")) || (key0 === "disabled"))){
validate22.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data.type !== undefined){
let data8 = data.type;
const _errs21 = errors;
if(typeof data8 !== "string"){
validate22.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/McpServerType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data8 === "stdio") || (data8 === "http")) || (data8 === "streamable-http")) || (data8 === "sse"))){
validate22.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/McpServerType/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.command !== undefined){
let data9 = data.command;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(func1(data9) < 1){
validate22.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.args !== undefined){
let data10 = data.args;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data10)){
var valid5 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs28 = errors;
if(typeof data10[i0] !== "string"){
validate22.errors = [{instancePath:instancePath+"/args/" + i0,schemaPath:"#/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs28 === errors;
if(!valid5){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.env !== undefined){
let data12 = data.env;
const _errs30 = errors;
if(errors === _errs30){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key1 in data12){
const _errs33 = errors;
if(typeof data12[key1] !== "string"){
validate22.errors = [{instancePath:instancePath+"/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
if(!valid6){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/env",schemaPath:"#/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.cwd !== undefined){
let data14 = data.cwd;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data14 === "string"){
if(func1(data14) < 1){
validate22.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.url !== undefined){
let data15 = data.url;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate22.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.headers !== undefined){
let data16 = data.headers;
const _errs39 = errors;
if(errors === _errs39){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key2 in data16){
const _errs42 = errors;
if(typeof data16[key2] !== "string"){
validate22.errors = [{instancePath:instancePath+"/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.disabled !== undefined){
const _errs44 = errors;
if(typeof data.disabled !== "boolean"){
validate22.errors = [{instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs44 === errors;
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
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
let missing0;
if((data.mcpServers === undefined) && (missing0 = "mcpServers")){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.mcpServers !== undefined){
let data0 = data.mcpServers;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const _errs5 = errors;
if(!(validate22(data0[key0], {instancePath:instancePath+"/mcpServers/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMcpServerConfig = validate24;

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
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.command === undefined) && (missing0 = "command")){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
const _errs4 = errors;
if("stdio" !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/0/properties/type/const",keyword:"const",params:{allowedValue: "stdio"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.url !== undefined){
const _errs5 = errors;
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/oneOf/0/properties/url/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.headers !== undefined){
const _errs7 = errors;
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/oneOf/0/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = {};
props0.command = true;
props0.type = true;
props0.url = true;
props0.headers = true;
}
const _errs9 = errors;
if(errors === _errs9){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.url === undefined) && (missing1 = "url")){
const err5 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data.type !== undefined){
let data3 = data.type;
const _errs11 = errors;
if(!(((data3 === "http") || (data3 === "streamable-http")) || (data3 === "sse"))){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/oneOf/1/properties/type/enum",keyword:"enum",params:{allowedValues: schema33.oneOf[1].properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.command !== undefined){
const _errs12 = errors;
const err7 = {instancePath:instancePath+"/command",schemaPath:"#/oneOf/1/properties/command/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.args !== undefined){
const _errs14 = errors;
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/oneOf/1/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.env !== undefined){
const _errs16 = errors;
const err9 = {instancePath:instancePath+"/env",schemaPath:"#/oneOf/1/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.cwd !== undefined){
const _errs18 = errors;
const err10 = {instancePath:instancePath+"/cwd",schemaPath:"#/oneOf/1/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = props0 || {};
props0.url = true;
props0.type = true;
props0.command = true;
props0.args = true;
props0.env = true;
props0.cwd = true;
}
}
}
if(!valid0){
const err12 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
validate24.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs20 = errors;
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "command")) || (key0 === "args")) || (key0 === "env")) || (key0 === "cwd")) || (key0 === "url")) || (key0 === "headers")) || (key0 === "disabled"))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs20 === errors){
if(data.type !== undefined){
let data8 = data.type;
const _errs21 = errors;
if(typeof data8 !== "string"){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/McpServerType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data8 === "stdio") || (data8 === "http")) || (data8 === "streamable-http")) || (data8 === "sse"))){
validate24.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/McpServerType/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.command !== undefined){
let data9 = data.command;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(func1(data9) < 1){
validate24.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.args !== undefined){
let data10 = data.args;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data10)){
var valid5 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs28 = errors;
if(typeof data10[i0] !== "string"){
validate24.errors = [{instancePath:instancePath+"/args/" + i0,schemaPath:"#/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs28 === errors;
if(!valid5){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.env !== undefined){
let data12 = data.env;
const _errs30 = errors;
if(errors === _errs30){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key1 in data12){
const _errs33 = errors;
if(typeof data12[key1] !== "string"){
validate24.errors = [{instancePath:instancePath+"/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
if(!valid6){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/env",schemaPath:"#/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.cwd !== undefined){
let data14 = data.cwd;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data14 === "string"){
if(func1(data14) < 1){
validate24.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.url !== undefined){
let data15 = data.url;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
validate24.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs37 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.headers !== undefined){
let data16 = data.headers;
const _errs39 = errors;
if(errors === _errs39){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key2 in data16){
const _errs42 = errors;
if(typeof data16[key2] !== "string"){
validate24.errors = [{instancePath:instancePath+"/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs42 === errors;
if(!valid7){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs39 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.disabled !== undefined){
const _errs44 = errors;
if(typeof data.disabled !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/disabled",schemaPath:"#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs44 === errors;
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
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMcpServerType = validate25;

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "stdio") || (data === "http")) || (data === "streamable-http")) || (data === "sse"))){
validate25.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

