// GENERATED from schemas/actions/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.
/* eslint-disable */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateTransportKind = validate21;
const schema32 = {"type":"string","enum":["http","mcp","queue"],"description":"A way an action can be reached."};

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
if(typeof data !== "string"){
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "http") || (data === "mcp")) || (data === "queue"))){
validate21.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateMcpTransportName = validate22;
const schema33 = {"type":"string","enum":["streamable-http","sse","stdio"],"description":"The MCP transport of an agent (`agent.transport`)."};

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
if(typeof data !== "string"){
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "streamable-http") || (data === "sse")) || (data === "stdio"))){
validate22.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateIntent = validate23;
const schema34 = {"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"examples":{"type":"array","items":{"type":"string"}}},"required":["name","description"],"additionalProperties":false,"description":"A semantic label orchestrators use to route a request to an action."};

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
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.description === undefined) && (missing0 = "description"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "description")) || (key0 === "examples"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate23.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate23.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.examples !== undefined){
let data2 = data.examples;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(typeof data2[i0] !== "string"){
validate23.errors = [{instancePath:instancePath+"/examples/" + i0,schemaPath:"#/properties/examples/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/examples",schemaPath:"#/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHttpTransportInfo = validate24;
const schema35 = {"type":"object","properties":{"available":{"type":"boolean"},"path":{"type":"string","description":"Declared path with `server.base_url` in front."},"method":{"type":"string"},"url":{"type":"string","description":"Full URL built from the discovery request's base URL."}},"required":["available","path","method","url"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.available === undefined) && (missing0 = "available")) || ((data.path === undefined) && (missing0 = "path"))) || ((data.method === undefined) && (missing0 = "method"))) || ((data.url === undefined) && (missing0 = "url"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "available") || (key0 === "path")) || (key0 === "method")) || (key0 === "url"))){
validate24.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.available !== undefined){
const _errs2 = errors;
if(typeof data.available !== "boolean"){
validate24.errors = [{instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs4 = errors;
if(typeof data.path !== "string"){
validate24.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.method !== undefined){
const _errs6 = errors;
if(typeof data.method !== "string"){
validate24.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
const _errs8 = errors;
if(typeof data.url !== "string"){
validate24.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMcpTransportInfo = validate25;
const schema36 = {"type":"object","properties":{"available":{"type":"boolean"},"name":{"type":"string","description":"Resolved MCP tool name."},"description":{"type":"string"},"transport":{"$ref":"#/$defs/McpTransportName"},"url":{"type":["string","null"],"description":"Connection URL; null for stdio or before the MCP server is prepared."}},"required":["available","name","description","transport","url"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.available === undefined) && (missing0 = "available")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.transport === undefined) && (missing0 = "transport"))) || ((data.url === undefined) && (missing0 = "url"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "available") || (key0 === "name")) || (key0 === "description")) || (key0 === "transport")) || (key0 === "url"))){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.available !== undefined){
const _errs2 = errors;
if(typeof data.available !== "boolean"){
validate25.errors = [{instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs4 = errors;
if(typeof data.name !== "string"){
validate25.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate25.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transport !== undefined){
let data3 = data.transport;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate25.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/$defs/McpTransportName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data3 === "streamable-http") || (data3 === "sse")) || (data3 === "stdio"))){
validate25.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/$defs/McpTransportName/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
let data4 = data.url;
const _errs11 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate25.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: schema36.properties.url.type},message:"must be string,null"}];
return false;
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
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQueueTransportInfo = validate26;
const schema38 = {"type":"object","properties":{"available":{"type":"boolean"},"topic":{"type":"string"},"reply_required":{"type":"boolean"},"reply_to_header":{"const":"reply_to"},"correlation_id_header":{"const":"correlation_id"}},"required":["available","topic","reply_required","reply_to_header","correlation_id_header"],"additionalProperties":false};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.available === undefined) && (missing0 = "available")) || ((data.topic === undefined) && (missing0 = "topic"))) || ((data.reply_required === undefined) && (missing0 = "reply_required"))) || ((data.reply_to_header === undefined) && (missing0 = "reply_to_header"))) || ((data.correlation_id_header === undefined) && (missing0 = "correlation_id_header"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "available") || (key0 === "topic")) || (key0 === "reply_required")) || (key0 === "reply_to_header")) || (key0 === "correlation_id_header"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.available !== undefined){
const _errs2 = errors;
if(typeof data.available !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/available",schemaPath:"#/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topic !== undefined){
const _errs4 = errors;
if(typeof data.topic !== "string"){
validate26.errors = [{instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply_required !== undefined){
const _errs6 = errors;
if(typeof data.reply_required !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/reply_required",schemaPath:"#/properties/reply_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply_to_header !== undefined){
const _errs8 = errors;
if("reply_to" !== data.reply_to_header){
validate26.errors = [{instancePath:instancePath+"/reply_to_header",schemaPath:"#/properties/reply_to_header/const",keyword:"const",params:{allowedValue: "reply_to"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.correlation_id_header !== undefined){
const _errs9 = errors;
if("correlation_id" !== data.correlation_id_header){
validate26.errors = [{instancePath:instancePath+"/correlation_id_header",schemaPath:"#/properties/correlation_id_header/const",keyword:"const",params:{allowedValue: "correlation_id"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs9 === errors;
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateActionTransports = validate27;
const schema39 = {"type":"object","properties":{"http":{"oneOf":[{"$ref":"#/$defs/HttpTransportInfo"},{"type":"null"}]},"mcp":{"oneOf":[{"$ref":"#/$defs/McpTransportInfo"},{"type":"null"}]},"queue":{"oneOf":[{"$ref":"#/$defs/QueueTransportInfo"},{"type":"null"}]}},"required":["http","mcp","queue"],"additionalProperties":false,"description":"Each declared transport; null when undeclared."};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.http === undefined) && (missing0 = "http")) || ((data.mcp === undefined) && (missing0 = "mcp"))) || ((data.queue === undefined) && (missing0 = "queue"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "http") || (key0 === "mcp")) || (key0 === "queue"))){
validate27.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.http !== undefined){
let data0 = data.http;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((data0.available === undefined) && (missing1 = "available")) || ((data0.path === undefined) && (missing1 = "path"))) || ((data0.method === undefined) && (missing1 = "method"))) || ((data0.url === undefined) && (missing1 = "url"))){
const err0 = {instancePath:instancePath+"/http",schemaPath:"#/$defs/HttpTransportInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs7 = errors;
for(const key1 in data0){
if(!((((key1 === "available") || (key1 === "path")) || (key1 === "method")) || (key1 === "url"))){
const err1 = {instancePath:instancePath+"/http",schemaPath:"#/$defs/HttpTransportInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs7 === errors){
if(data0.available !== undefined){
const _errs8 = errors;
if(typeof data0.available !== "boolean"){
const err2 = {instancePath:instancePath+"/http/available",schemaPath:"#/$defs/HttpTransportInfo/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.path !== undefined){
const _errs10 = errors;
if(typeof data0.path !== "string"){
const err3 = {instancePath:instancePath+"/http/path",schemaPath:"#/$defs/HttpTransportInfo/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.method !== undefined){
const _errs12 = errors;
if(typeof data0.method !== "string"){
const err4 = {instancePath:instancePath+"/http/method",schemaPath:"#/$defs/HttpTransportInfo/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.url !== undefined){
const _errs14 = errors;
if(typeof data0.url !== "string"){
const err5 = {instancePath:instancePath+"/http/url",schemaPath:"#/$defs/HttpTransportInfo/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid3 = _errs14 === errors;
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
else {
const err6 = {instancePath:instancePath+"/http",schemaPath:"#/$defs/HttpTransportInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs16 = errors;
if(data0 !== null){
const err7 = {instancePath:instancePath+"/http",schemaPath:"#/properties/http/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err8 = {instancePath:instancePath+"/http",schemaPath:"#/properties/http/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcp !== undefined){
let data5 = data.mcp;
const _errs18 = errors;
const _errs19 = errors;
let valid4 = false;
let passing1 = null;
const _errs20 = errors;
if(!(validate25(data5, {instancePath:instancePath+"/mcp",parentData:data,parentDataProperty:"mcp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs21 = errors;
if(data5 !== null){
const err9 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err10 = {instancePath:instancePath+"/mcp",schemaPath:"#/properties/mcp/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue !== undefined){
let data6 = data.queue;
const _errs23 = errors;
const _errs24 = errors;
let valid5 = false;
let passing2 = null;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((((((data6.available === undefined) && (missing2 = "available")) || ((data6.topic === undefined) && (missing2 = "topic"))) || ((data6.reply_required === undefined) && (missing2 = "reply_required"))) || ((data6.reply_to_header === undefined) && (missing2 = "reply_to_header"))) || ((data6.correlation_id_header === undefined) && (missing2 = "correlation_id_header"))){
const err11 = {instancePath:instancePath+"/queue",schemaPath:"#/$defs/QueueTransportInfo/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
const _errs28 = errors;
for(const key2 in data6){
if(!(((((key2 === "available") || (key2 === "topic")) || (key2 === "reply_required")) || (key2 === "reply_to_header")) || (key2 === "correlation_id_header"))){
const err12 = {instancePath:instancePath+"/queue",schemaPath:"#/$defs/QueueTransportInfo/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
}
if(_errs28 === errors){
if(data6.available !== undefined){
const _errs29 = errors;
if(typeof data6.available !== "boolean"){
const err13 = {instancePath:instancePath+"/queue/available",schemaPath:"#/$defs/QueueTransportInfo/properties/available/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data6.topic !== undefined){
const _errs31 = errors;
if(typeof data6.topic !== "string"){
const err14 = {instancePath:instancePath+"/queue/topic",schemaPath:"#/$defs/QueueTransportInfo/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data6.reply_required !== undefined){
const _errs33 = errors;
if(typeof data6.reply_required !== "boolean"){
const err15 = {instancePath:instancePath+"/queue/reply_required",schemaPath:"#/$defs/QueueTransportInfo/properties/reply_required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid7 = _errs33 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data6.reply_to_header !== undefined){
const _errs35 = errors;
if("reply_to" !== data6.reply_to_header){
const err16 = {instancePath:instancePath+"/queue/reply_to_header",schemaPath:"#/$defs/QueueTransportInfo/properties/reply_to_header/const",keyword:"const",params:{allowedValue: "reply_to"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data6.correlation_id_header !== undefined){
const _errs36 = errors;
if("correlation_id" !== data6.correlation_id_header){
const err17 = {instancePath:instancePath+"/queue/correlation_id_header",schemaPath:"#/$defs/QueueTransportInfo/properties/correlation_id_header/const",keyword:"const",params:{allowedValue: "correlation_id"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid7 = _errs36 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/queue",schemaPath:"#/$defs/QueueTransportInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid2 = _errs25 === errors;
if(_valid2){
valid5 = true;
passing2 = 0;
}
const _errs37 = errors;
if(data6 !== null){
const err19 = {instancePath:instancePath+"/queue",schemaPath:"#/properties/queue/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs37 === errors;
if(_valid2 && valid5){
valid5 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid5 = true;
passing2 = 1;
}
}
if(!valid5){
const err20 = {instancePath:instancePath+"/queue",schemaPath:"#/properties/queue/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate27.errors = vErrors;
return false;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs23 === errors;
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateActionCapability = validate29;
const schema42 = {"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"path":{"type":["string","null"],"description":"Legacy: the declared HTTP path, null without an http transport."},"method":{"type":["string","null"],"description":"Legacy: the declared HTTP method."},"mcp_tool":{"type":["string","null"],"description":"Legacy: the resolved MCP tool name."},"queue_topic":{"type":["string","null"],"description":"Legacy: the queue topic listened on."},"available_transports":{"type":"array","items":{"$ref":"#/$defs/TransportKind"},"description":"Transports configured and registered for this action on this server (registration, not a health check)."},"transports":{"$ref":"#/$defs/ActionTransports"},"intents":{"type":"array","items":{"$ref":"#/$defs/Intent"}},"input_schema":{"type":["object","null"],"description":"The input's JSON Schema (draft 2020-12, input mode); null when the action declares no input."},"output_schema":{"type":["object","null"],"description":"The output's JSON Schema (draft 2020-12, output mode); null when the action declares no output. An addition to the seed's shape, for typed clients (`agent generate-client`); optional, so a document without it (a seed agent) is still valid."}},"required":["name","description","path","method","mcp_tool","queue_topic","available_transports","transports","intents","input_schema"],"additionalProperties":false,"description":"One advertised action (capability: true), as GET /capabilities returns it."};
const func1 = Object.prototype.hasOwnProperty;

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
let missing0;
if(((((((((((data.name === undefined) && (missing0 = "name")) || ((data.description === undefined) && (missing0 = "description"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.method === undefined) && (missing0 = "method"))) || ((data.mcp_tool === undefined) && (missing0 = "mcp_tool"))) || ((data.queue_topic === undefined) && (missing0 = "queue_topic"))) || ((data.available_transports === undefined) && (missing0 = "available_transports"))) || ((data.transports === undefined) && (missing0 = "transports"))) || ((data.intents === undefined) && (missing0 = "intents"))) || ((data.input_schema === undefined) && (missing0 = "input_schema"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema42.properties, key0))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate29.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
let data2 = data.path;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate29.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: schema42.properties.path.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.method !== undefined){
let data3 = data.method;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate29.errors = [{instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: schema42.properties.method.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mcp_tool !== undefined){
let data4 = data.mcp_tool;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate29.errors = [{instancePath:instancePath+"/mcp_tool",schemaPath:"#/properties/mcp_tool/type",keyword:"type",params:{type: schema42.properties.mcp_tool.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue_topic !== undefined){
let data5 = data.queue_topic;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate29.errors = [{instancePath:instancePath+"/queue_topic",schemaPath:"#/properties/queue_topic/type",keyword:"type",params:{type: schema42.properties.queue_topic.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.available_transports !== undefined){
let data6 = data.available_transports;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs16 = errors;
if(typeof data7 !== "string"){
validate29.errors = [{instancePath:instancePath+"/available_transports/" + i0,schemaPath:"#/$defs/TransportKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data7 === "http") || (data7 === "mcp")) || (data7 === "queue"))){
validate29.errors = [{instancePath:instancePath+"/available_transports/" + i0,schemaPath:"#/$defs/TransportKind/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs16 === errors;
if(!valid1){
break;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/available_transports",schemaPath:"#/properties/available_transports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transports !== undefined){
const _errs19 = errors;
if(!(validate27(data.transports, {instancePath:instancePath+"/transports",parentData:data,parentDataProperty:"transports",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.intents !== undefined){
let data9 = data.intents;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data9)){
var valid3 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if(((data10.name === undefined) && (missing1 = "name")) || ((data10.description === undefined) && (missing1 = "description"))){
validate29.errors = [{instancePath:instancePath+"/intents/" + i1,schemaPath:"#/$defs/Intent/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs25 = errors;
for(const key1 in data10){
if(!(((key1 === "name") || (key1 === "description")) || (key1 === "examples"))){
validate29.errors = [{instancePath:instancePath+"/intents/" + i1,schemaPath:"#/$defs/Intent/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs25 === errors){
if(data10.name !== undefined){
const _errs26 = errors;
if(typeof data10.name !== "string"){
validate29.errors = [{instancePath:instancePath+"/intents/" + i1+"/name",schemaPath:"#/$defs/Intent/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.description !== undefined){
const _errs28 = errors;
if(typeof data10.description !== "string"){
validate29.errors = [{instancePath:instancePath+"/intents/" + i1+"/description",schemaPath:"#/$defs/Intent/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs28 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data10.examples !== undefined){
let data13 = data10.examples;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data13)){
var valid6 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
const _errs32 = errors;
if(typeof data13[i2] !== "string"){
validate29.errors = [{instancePath:instancePath+"/intents/" + i1+"/examples/" + i2,schemaPath:"#/$defs/Intent/properties/examples/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs32 === errors;
if(!valid6){
break;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/intents/" + i1+"/examples",schemaPath:"#/$defs/Intent/properties/examples/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/intents/" + i1,schemaPath:"#/$defs/Intent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs22 === errors;
if(!valid3){
break;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/intents",schemaPath:"#/properties/intents/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_schema !== undefined){
let data15 = data.input_schema;
const _errs34 = errors;
if((!(data15 && typeof data15 == "object" && !Array.isArray(data15))) && (data15 !== null)){
validate29.errors = [{instancePath:instancePath+"/input_schema",schemaPath:"#/properties/input_schema/type",keyword:"type",params:{type: schema42.properties.input_schema.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_schema !== undefined){
let data16 = data.output_schema;
const _errs36 = errors;
if((!(data16 && typeof data16 == "object" && !Array.isArray(data16))) && (data16 !== null)){
validate29.errors = [{instancePath:instancePath+"/output_schema",schemaPath:"#/properties/output_schema/type",keyword:"type",params:{type: schema42.properties.output_schema.type},message:"must be object,null"}];
return false;
}
var valid0 = _errs36 === errors;
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
}
}
}
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
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCapabilities = validate31;
const schema45 = {"type":"object","properties":{"actions":{"type":"array","items":{"$ref":"#/$defs/ActionCapability"}}},"required":["actions"],"additionalProperties":false,"description":"Response of GET /capabilities: every action with capability=true."};

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
let missing0;
if((data.actions === undefined) && (missing0 = "actions")){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "actions")){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.actions !== undefined){
let data0 = data.actions;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate29(data0[i0], {instancePath:instancePath+"/actions/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/actions",schemaPath:"#/properties/actions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateErrorDetail = validate33;
const schema46 = {"type":"object","properties":{"field":{"type":"string"},"message":{"type":"string"}},"required":["field","message"],"additionalProperties":false};

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
let missing0;
if(((data.field === undefined) && (missing0 = "field")) || ((data.message === undefined) && (missing0 = "message"))){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "field") || (key0 === "message"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.field !== undefined){
const _errs2 = errors;
if(typeof data.field !== "string"){
validate33.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs4 = errors;
if(typeof data.message !== "string"){
validate33.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
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
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateErrorInfo = validate34;
const schema47 = {"type":"object","properties":{"code":{"type":"string"},"message":{"type":"string"},"details":{"type":"array","items":{"$ref":"#/$defs/ErrorDetail"}}},"required":["code","message"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "code") || (key0 === "message")) || (key0 === "details"))){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
const _errs2 = errors;
if(typeof data.code !== "string"){
validate34.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs4 = errors;
if(typeof data.message !== "string"){
validate34.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.details !== undefined){
let data2 = data.details;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.field === undefined) && (missing1 = "field")) || ((data3.message === undefined) && (missing1 = "message"))){
validate34.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/$defs/ErrorDetail/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs11 = errors;
for(const key1 in data3){
if(!((key1 === "field") || (key1 === "message"))){
validate34.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/$defs/ErrorDetail/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs11 === errors){
if(data3.field !== undefined){
const _errs12 = errors;
if(typeof data3.field !== "string"){
validate34.errors = [{instancePath:instancePath+"/details/" + i0+"/field",schemaPath:"#/$defs/ErrorDetail/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.message !== undefined){
const _errs14 = errors;
if(typeof data3.message !== "string"){
validate34.errors = [{instancePath:instancePath+"/details/" + i0+"/message",schemaPath:"#/$defs/ErrorDetail/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/$defs/ErrorDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateErrorBody = validate35;
const schema49 = {"type":"object","properties":{"error":{"$ref":"#/$defs/ErrorInfo"}},"required":["error"],"additionalProperties":false,"description":"The one HTTP error shape of an agent server."};

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
if((data.error === undefined) && (missing0 = "error")){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "error")){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.error !== undefined){
if(!(validate34(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
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
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateServerInfo = validate37;
const schema50 = {"type":"object","properties":{"name":{"type":"string"},"version":{"type":"string"}},"required":["name","version"],"additionalProperties":false,"description":"Response of GET /."};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.version === undefined) && (missing0 = "version"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "version"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs4 = errors;
if(typeof data.version !== "string"){
validate37.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHealthStatus = validate38;
const schema51 = {"type":"object","properties":{"status":{"const":"ok"}},"required":["status"],"additionalProperties":false,"description":"Response of GET /health."};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.status === undefined) && (missing0 = "status")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "status")){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
if("ok" !== data.status){
validate38.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "ok"},message:"must be equal to constant"}];
return false;
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQueueErrorInfo = validate39;
const schema52 = {"type":"object","description":"The error of a queue reply (contract §7). `retryable: true` is an attempt notice: the request is retried with the same message id and the caller keeps waiting for the final outcome.","properties":{"code":{"type":"string"},"status_code":{"type":"integer","minimum":400,"maximum":599},"attempt":{"type":"integer","minimum":1,"description":"1-based attempt that produced this error."},"retryable":{"type":"boolean","description":"True while configured retries remain."},"message":{"type":"string"},"details":{"type":"array","items":{"$ref":"#/$defs/ErrorDetail"}}},"required":["code","status_code","attempt","retryable"],"additionalProperties":false};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.code === undefined) && (missing0 = "code")) || ((data.status_code === undefined) && (missing0 = "status_code"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.retryable === undefined) && (missing0 = "retryable"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "code") || (key0 === "status_code")) || (key0 === "attempt")) || (key0 === "retryable")) || (key0 === "message")) || (key0 === "details"))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
const _errs2 = errors;
if(typeof data.code !== "string"){
validate39.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_code !== undefined){
let data1 = data.status_code;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate39.errors = [{instancePath:instancePath+"/status_code",schemaPath:"#/properties/status_code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 599 || isNaN(data1)){
validate39.errors = [{instancePath:instancePath+"/status_code",schemaPath:"#/properties/status_code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"}];
return false;
}
else {
if(data1 < 400 || isNaN(data1)){
validate39.errors = [{instancePath:instancePath+"/status_code",schemaPath:"#/properties/status_code/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"}];
return false;
}
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data2 = data.attempt;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate39.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
validate39.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.retryable !== undefined){
const _errs8 = errors;
if(typeof data.retryable !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/retryable",schemaPath:"#/properties/retryable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs10 = errors;
if(typeof data.message !== "string"){
validate39.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.details !== undefined){
let data5 = data.details;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if(((data6.field === undefined) && (missing1 = "field")) || ((data6.message === undefined) && (missing1 = "message"))){
validate39.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/$defs/ErrorDetail/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs17 = errors;
for(const key1 in data6){
if(!((key1 === "field") || (key1 === "message"))){
validate39.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/$defs/ErrorDetail/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs17 === errors){
if(data6.field !== undefined){
const _errs18 = errors;
if(typeof data6.field !== "string"){
validate39.errors = [{instancePath:instancePath+"/details/" + i0+"/field",schemaPath:"#/$defs/ErrorDetail/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.message !== undefined){
const _errs20 = errors;
if(typeof data6.message !== "string"){
validate39.errors = [{instancePath:instancePath+"/details/" + i0+"/message",schemaPath:"#/$defs/ErrorDetail/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/$defs/ErrorDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQueueReplySuccess = validate40;
const schema54 = {"type":"object","properties":{"status":{"const":"success"},"result":{"description":"The action's result (any JSON)."}},"required":["status","result"],"additionalProperties":false};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.result === undefined) && (missing0 = "result"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "status") || (key0 === "result"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
if("success" !== data.status){
validate40.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "success"},message:"must be equal to constant"}];
return false;
}
}
}
}
}
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQueueReplyError = validate41;
const schema55 = {"type":"object","properties":{"status":{"const":"error"},"error":{"$ref":"#/$defs/QueueErrorInfo"}},"required":["status","error"],"additionalProperties":false};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.error === undefined) && (missing0 = "error"))){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "status") || (key0 === "error"))){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
const _errs2 = errors;
if("error" !== data.status){
validate41.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "error"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs3 = errors;
if(!(validate39(data.error, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQueueReply = validate43;
const schema56 = {"description":"The `payload` of a reply (Redis: JSON text of the reply entry's `payload` field; RabbitMQ: the message body), sent to the request's `reply_to` with `correlation_id` and `action`.","oneOf":[{"$ref":"#/$defs/QueueReplySuccess"},{"$ref":"#/$defs/QueueReplyError"}]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.status === undefined) && (missing0 = "status")) || ((data.result === undefined) && (missing0 = "result"))){
const err0 = {instancePath,schemaPath:"#/$defs/QueueReplySuccess/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs4 = errors;
for(const key0 in data){
if(!((key0 === "status") || (key0 === "result"))){
const err1 = {instancePath,schemaPath:"#/$defs/QueueReplySuccess/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs4 === errors){
if(data.status !== undefined){
if("success" !== data.status){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/$defs/QueueReplySuccess/properties/status/const",keyword:"const",params:{allowedValue: "success"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/$defs/QueueReplySuccess/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs6 = errors;
if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate43.errors = vErrors;
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
validate43.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateQueueDeadLetterReason = validate45;
const schema58 = {"type":"string","enum":["malformed","unauthenticated","reply_refused","failed","reply_failed"],"description":"malformed headers or fields; failed authentication; a refused reply destination; the action failed on its last attempt; the reply could not be published on the last attempt."};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "malformed") || (data === "unauthenticated")) || (data === "reply_refused")) || (data === "failed")) || (data === "reply_failed"))){
validate45.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateQueueDeadLetterError = validate46;
const schema59 = {"type":"object","description":"Why a request was dead-lettered: the `error` field of a dead-letter entry (Redis: JSON text beside the request's message_id, attempt, headers and payload; RabbitMQ: the `x-error` header).","properties":{"reason":{"$ref":"#/$defs/QueueDeadLetterReason"},"code":{"type":"string"},"status_code":{"type":"integer"},"attempt":{"type":"integer","minimum":1},"message":{"type":"string"},"action":{"type":"string"},"topic":{"type":"string"}},"required":["reason","code","attempt","message","action","topic"],"additionalProperties":false};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.reason === undefined) && (missing0 = "reason")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.attempt === undefined) && (missing0 = "attempt"))) || ((data.message === undefined) && (missing0 = "message"))) || ((data.action === undefined) && (missing0 = "action"))) || ((data.topic === undefined) && (missing0 = "topic"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "reason") || (key0 === "code")) || (key0 === "status_code")) || (key0 === "attempt")) || (key0 === "message")) || (key0 === "action")) || (key0 === "topic"))){
validate46.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.reason !== undefined){
let data0 = data.reason;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate46.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/$defs/QueueDeadLetterReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data0 === "malformed") || (data0 === "unauthenticated")) || (data0 === "reply_refused")) || (data0 === "failed")) || (data0 === "reply_failed"))){
validate46.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/$defs/QueueDeadLetterReason/enum",keyword:"enum",params:{allowedValues: schema58.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs5 = errors;
if(typeof data.code !== "string"){
validate46.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status_code !== undefined){
let data2 = data.status_code;
const _errs7 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate46.errors = [{instancePath:instancePath+"/status_code",schemaPath:"#/properties/status_code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt !== undefined){
let data3 = data.attempt;
const _errs9 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate46.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
validate46.errors = [{instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs11 = errors;
if(typeof data.message !== "string"){
validate46.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.action !== undefined){
const _errs13 = errors;
if(typeof data.action !== "string"){
validate46.errors = [{instancePath:instancePath+"/action",schemaPath:"#/properties/action/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.topic !== undefined){
const _errs15 = errors;
if(typeof data.topic !== "string"){
validate46.errors = [{instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
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
}
}
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateServerConfig = validate47;
const schema61 = {"type":"object","properties":{"name":{"type":"string","default":"vv-agent","description":"Server name shown in logs and the / response."},"version":{"type":"string","default":"0.1.0"},"host":{"type":"string","default":"0.0.0.0","description":"HTTP bind address."},"port":{"type":"integer","default":8000,"minimum":0,"maximum":65535},"reload":{"type":"boolean","default":false,"description":"Restart on changes to the action directories (development only)."},"workers":{"type":"integer","default":1,"minimum":1,"maximum":64,"description":"HTTP worker processes (node:cluster); MCP and the queue stay in the primary."},"cors_origins":{"type":"string","default":"*","description":"Comma-separated allowed CORS origins; empty disables CORS."},"ssl_certfile":{"type":"string","default":"","description":"TLS certificate file (PEM)."},"ssl_keyfile":{"type":"string","default":"","description":"TLS private key file (PEM)."},"base_url":{"type":"string","default":"","description":"Prefix of every action path (for deployments behind a path prefix)."}},"required":["name","version","host","port","reload","workers","cors_origins","ssl_certfile","ssl_keyfile","base_url"],"additionalProperties":false,"description":"[server]: the HTTP server."};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.name === undefined) && (missing0 = "name")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.host === undefined) && (missing0 = "host"))) || ((data.port === undefined) && (missing0 = "port"))) || ((data.reload === undefined) && (missing0 = "reload"))) || ((data.workers === undefined) && (missing0 = "workers"))) || ((data.cors_origins === undefined) && (missing0 = "cors_origins"))) || ((data.ssl_certfile === undefined) && (missing0 = "ssl_certfile"))) || ((data.ssl_keyfile === undefined) && (missing0 = "ssl_keyfile"))) || ((data.base_url === undefined) && (missing0 = "base_url"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema61.properties, key0))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate47.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs4 = errors;
if(typeof data.version !== "string"){
validate47.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host !== undefined){
const _errs6 = errors;
if(typeof data.host !== "string"){
validate47.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data3 = data.port;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate47.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 65535 || isNaN(data3)){
validate47.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate47.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reload !== undefined){
const _errs10 = errors;
if(typeof data.reload !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/reload",schemaPath:"#/properties/reload/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workers !== undefined){
let data5 = data.workers;
const _errs12 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate47.errors = [{instancePath:instancePath+"/workers",schemaPath:"#/properties/workers/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 64 || isNaN(data5)){
validate47.errors = [{instancePath:instancePath+"/workers",schemaPath:"#/properties/workers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate47.errors = [{instancePath:instancePath+"/workers",schemaPath:"#/properties/workers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cors_origins !== undefined){
const _errs14 = errors;
if(typeof data.cors_origins !== "string"){
validate47.errors = [{instancePath:instancePath+"/cors_origins",schemaPath:"#/properties/cors_origins/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ssl_certfile !== undefined){
const _errs16 = errors;
if(typeof data.ssl_certfile !== "string"){
validate47.errors = [{instancePath:instancePath+"/ssl_certfile",schemaPath:"#/properties/ssl_certfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ssl_keyfile !== undefined){
const _errs18 = errors;
if(typeof data.ssl_keyfile !== "string"){
validate47.errors = [{instancePath:instancePath+"/ssl_keyfile",schemaPath:"#/properties/ssl_keyfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.base_url !== undefined){
const _errs20 = errors;
if(typeof data.base_url !== "string"){
validate47.errors = [{instancePath:instancePath+"/base_url",schemaPath:"#/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
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
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAgentSection = validate48;
const schema62 = {"type":"object","properties":{"name":{"type":"string","default":"vv-agent","description":"MCP server name."},"version":{"type":"string","default":"0.1.0"},"transport":{"$ref":"#/$defs/McpTransportName","default":"streamable-http"},"host":{"type":"string","default":"0.0.0.0","description":"MCP bind address."},"port":{"type":"integer","default":8080,"minimum":0,"maximum":65535},"enable_auth":{"type":"boolean","default":false,"description":"Authenticate HTTP requests, MCP HTTP requests, MCP stdio requests and queue messages."},"allowed_hosts":{"type":"string","default":"","description":"Comma-separated extra Host/Origin names accepted by MCP HTTP transports (DNS-rebinding protection)."},"queue_cache_size":{"type":"integer","default":1000,"minimum":0},"queue_cache_ttl":{"type":"integer","default":3600,"minimum":0,"description":"Seconds a completed queue result stays replayable."},"queue_startup_timeout":{"type":"integer","default":30,"minimum":0},"queue_shutdown_timeout":{"type":"integer","default":10,"minimum":0,"description":"Seconds in-flight work gets to finish on shutdown."}},"required":["name","version","transport","host","port","enable_auth","allowed_hosts","queue_cache_size","queue_cache_ttl","queue_startup_timeout","queue_shutdown_timeout"],"additionalProperties":false,"description":"[agent]: the MCP server and agent-wide behaviour."};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((data.name === undefined) && (missing0 = "name")) || ((data.version === undefined) && (missing0 = "version"))) || ((data.transport === undefined) && (missing0 = "transport"))) || ((data.host === undefined) && (missing0 = "host"))) || ((data.port === undefined) && (missing0 = "port"))) || ((data.enable_auth === undefined) && (missing0 = "enable_auth"))) || ((data.allowed_hosts === undefined) && (missing0 = "allowed_hosts"))) || ((data.queue_cache_size === undefined) && (missing0 = "queue_cache_size"))) || ((data.queue_cache_ttl === undefined) && (missing0 = "queue_cache_ttl"))) || ((data.queue_startup_timeout === undefined) && (missing0 = "queue_startup_timeout"))) || ((data.queue_shutdown_timeout === undefined) && (missing0 = "queue_shutdown_timeout"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema62.properties, key0))){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate48.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs4 = errors;
if(typeof data.version !== "string"){
validate48.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transport !== undefined){
let data2 = data.transport;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate48.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/$defs/McpTransportName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "streamable-http") || (data2 === "sse")) || (data2 === "stdio"))){
validate48.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/$defs/McpTransportName/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host !== undefined){
const _errs9 = errors;
if(typeof data.host !== "string"){
validate48.errors = [{instancePath:instancePath+"/host",schemaPath:"#/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.port !== undefined){
let data4 = data.port;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate48.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 65535 || isNaN(data4)){
validate48.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate48.errors = [{instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enable_auth !== undefined){
const _errs13 = errors;
if(typeof data.enable_auth !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/enable_auth",schemaPath:"#/properties/enable_auth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allowed_hosts !== undefined){
const _errs15 = errors;
if(typeof data.allowed_hosts !== "string"){
validate48.errors = [{instancePath:instancePath+"/allowed_hosts",schemaPath:"#/properties/allowed_hosts/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue_cache_size !== undefined){
let data7 = data.queue_cache_size;
const _errs17 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate48.errors = [{instancePath:instancePath+"/queue_cache_size",schemaPath:"#/properties/queue_cache_size/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
validate48.errors = [{instancePath:instancePath+"/queue_cache_size",schemaPath:"#/properties/queue_cache_size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue_cache_ttl !== undefined){
let data8 = data.queue_cache_ttl;
const _errs19 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate48.errors = [{instancePath:instancePath+"/queue_cache_ttl",schemaPath:"#/properties/queue_cache_ttl/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate48.errors = [{instancePath:instancePath+"/queue_cache_ttl",schemaPath:"#/properties/queue_cache_ttl/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue_startup_timeout !== undefined){
let data9 = data.queue_startup_timeout;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate48.errors = [{instancePath:instancePath+"/queue_startup_timeout",schemaPath:"#/properties/queue_startup_timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate48.errors = [{instancePath:instancePath+"/queue_startup_timeout",schemaPath:"#/properties/queue_startup_timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue_shutdown_timeout !== undefined){
let data10 = data.queue_shutdown_timeout;
const _errs23 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate48.errors = [{instancePath:instancePath+"/queue_shutdown_timeout",schemaPath:"#/properties/queue_shutdown_timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
validate48.errors = [{instancePath:instancePath+"/queue_shutdown_timeout",schemaPath:"#/properties/queue_shutdown_timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs23 === errors;
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
}
}
}
}
}
}
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAuthConfig = validate49;
const schema64 = {"type":"object","properties":{"secret_key":{"type":"string","default":"","description":"HMAC secret of bearer JWTs; set it through VV_AGENT__AUTH__SECRET_KEY rather than in the file."},"algorithm":{"type":"string","default":"HS256","description":"Allowed JWT algorithm(s), comma-separated."},"issuer":{"type":"string","default":"","description":"Required `iss` when set."},"audience":{"type":"string","default":"","description":"Required `aud` when set."}},"required":["secret_key","algorithm","issuer","audience"],"additionalProperties":false,"description":"[auth]: bearer JWT verification."};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.secret_key === undefined) && (missing0 = "secret_key")) || ((data.algorithm === undefined) && (missing0 = "algorithm"))) || ((data.issuer === undefined) && (missing0 = "issuer"))) || ((data.audience === undefined) && (missing0 = "audience"))){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "secret_key") || (key0 === "algorithm")) || (key0 === "issuer")) || (key0 === "audience"))){
validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.secret_key !== undefined){
const _errs2 = errors;
if(typeof data.secret_key !== "string"){
validate49.errors = [{instancePath:instancePath+"/secret_key",schemaPath:"#/properties/secret_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.algorithm !== undefined){
const _errs4 = errors;
if(typeof data.algorithm !== "string"){
validate49.errors = [{instancePath:instancePath+"/algorithm",schemaPath:"#/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuer !== undefined){
const _errs6 = errors;
if(typeof data.issuer !== "string"){
validate49.errors = [{instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.audience !== undefined){
const _errs8 = errors;
if(typeof data.audience !== "string"){
validate49.errors = [{instancePath:instancePath+"/audience",schemaPath:"#/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
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
validate49.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateLoggingConfig = validate50;
const schema65 = {"type":"object","properties":{"level":{"type":"string","default":"INFO"},"file_path":{"type":"string","default":"","description":"Log file; empty logs to stderr."}},"required":["level","file_path"],"additionalProperties":false,"description":"[logging]"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.level === undefined) && (missing0 = "level")) || ((data.file_path === undefined) && (missing0 = "file_path"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "level") || (key0 === "file_path"))){
validate50.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.level !== undefined){
const _errs2 = errors;
if(typeof data.level !== "string"){
validate50.errors = [{instancePath:instancePath+"/level",schemaPath:"#/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_path !== undefined){
const _errs4 = errors;
if(typeof data.file_path !== "string"){
validate50.errors = [{instancePath:instancePath+"/file_path",schemaPath:"#/properties/file_path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAgentClientConfig = validate51;
const schema66 = {"type":"object","properties":{"url":{"type":"string","default":"","description":"Default agent URL for `vv-agent agent` client commands."},"token":{"type":"string","default":"","description":"Bearer token sent by `vv-agent agent capabilities` and `agent call`."}},"required":["url","token"],"additionalProperties":false,"description":"[agent_client]"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.url === undefined) && (missing0 = "url")) || ((data.token === undefined) && (missing0 = "token"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "url") || (key0 === "token"))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.url !== undefined){
const _errs2 = errors;
if(typeof data.url !== "string"){
validate51.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
const _errs4 = errors;
if(typeof data.token !== "string"){
validate51.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateQueueConfig = validate52;
const schema67 = {"type":"object","properties":{"provider":{"type":"string","enum":["redis","rabbitmq"],"default":"redis"},"url":{"type":"string","default":"","description":"Broker URL (redis://... or amqp://...); when set, `agent serve` runs the queue."},"consumer_name":{"type":"string","default":"","description":"Stable consumer name; default <agent.name>-<hostname>."},"claim_idle_ms":{"type":"integer","default":300000,"minimum":0,"description":"Reclaim deliveries idle this long from dead consumers (0 disables)."},"reply_to_claim":{"type":"string","default":"reply_queue","description":"Token claim naming the reply stream a caller may use."}},"required":["provider","url","consumer_name","claim_idle_ms","reply_to_claim"],"additionalProperties":false,"description":"[queue]"};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.provider === undefined) && (missing0 = "provider")) || ((data.url === undefined) && (missing0 = "url"))) || ((data.consumer_name === undefined) && (missing0 = "consumer_name"))) || ((data.claim_idle_ms === undefined) && (missing0 = "claim_idle_ms"))) || ((data.reply_to_claim === undefined) && (missing0 = "reply_to_claim"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "provider") || (key0 === "url")) || (key0 === "consumer_name")) || (key0 === "claim_idle_ms")) || (key0 === "reply_to_claim"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.provider !== undefined){
let data0 = data.provider;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate52.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "redis") || (data0 === "rabbitmq"))){
validate52.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/enum",keyword:"enum",params:{allowedValues: schema67.properties.provider.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.url !== undefined){
const _errs4 = errors;
if(typeof data.url !== "string"){
validate52.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consumer_name !== undefined){
const _errs6 = errors;
if(typeof data.consumer_name !== "string"){
validate52.errors = [{instancePath:instancePath+"/consumer_name",schemaPath:"#/properties/consumer_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claim_idle_ms !== undefined){
let data3 = data.claim_idle_ms;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate52.errors = [{instancePath:instancePath+"/claim_idle_ms",schemaPath:"#/properties/claim_idle_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate52.errors = [{instancePath:instancePath+"/claim_idle_ms",schemaPath:"#/properties/claim_idle_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.reply_to_claim !== undefined){
const _errs10 = errors;
if(typeof data.reply_to_claim !== "string"){
validate52.errors = [{instancePath:instancePath+"/reply_to_claim",schemaPath:"#/properties/reply_to_claim/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAgentConfig = validate53;
const schema68 = {"type":"object","properties":{"server":{"$ref":"#/$defs/ServerConfig"},"agent":{"$ref":"#/$defs/AgentSection"},"auth":{"$ref":"#/$defs/AuthConfig"},"logging":{"$ref":"#/$defs/LoggingConfig"},"agent_client":{"$ref":"#/$defs/AgentClientConfig"},"queue":{"$ref":"#/$defs/QueueConfig"}},"required":["server","agent","auth","logging","agent_client","queue"],"additionalProperties":false,"description":"config.ini of an agent, typed (after defaults are applied)."};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.server === undefined) && (missing0 = "server")) || ((data.agent === undefined) && (missing0 = "agent"))) || ((data.auth === undefined) && (missing0 = "auth"))) || ((data.logging === undefined) && (missing0 = "logging"))) || ((data.agent_client === undefined) && (missing0 = "agent_client"))) || ((data.queue === undefined) && (missing0 = "queue"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "server") || (key0 === "agent")) || (key0 === "auth")) || (key0 === "logging")) || (key0 === "agent_client")) || (key0 === "queue"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.server !== undefined){
let data0 = data.server;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((((((((((data0.name === undefined) && (missing1 = "name")) || ((data0.version === undefined) && (missing1 = "version"))) || ((data0.host === undefined) && (missing1 = "host"))) || ((data0.port === undefined) && (missing1 = "port"))) || ((data0.reload === undefined) && (missing1 = "reload"))) || ((data0.workers === undefined) && (missing1 = "workers"))) || ((data0.cors_origins === undefined) && (missing1 = "cors_origins"))) || ((data0.ssl_certfile === undefined) && (missing1 = "ssl_certfile"))) || ((data0.ssl_keyfile === undefined) && (missing1 = "ssl_keyfile"))) || ((data0.base_url === undefined) && (missing1 = "base_url"))){
validate53.errors = [{instancePath:instancePath+"/server",schemaPath:"#/$defs/ServerConfig/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!(func1.call(schema61.properties, key1))){
validate53.errors = [{instancePath:instancePath+"/server",schemaPath:"#/$defs/ServerConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.name !== undefined){
const _errs6 = errors;
if(typeof data0.name !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/name",schemaPath:"#/$defs/ServerConfig/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.version !== undefined){
const _errs8 = errors;
if(typeof data0.version !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/version",schemaPath:"#/$defs/ServerConfig/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.host !== undefined){
const _errs10 = errors;
if(typeof data0.host !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/host",schemaPath:"#/$defs/ServerConfig/properties/host/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.port !== undefined){
let data4 = data0.port;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate53.errors = [{instancePath:instancePath+"/server/port",schemaPath:"#/$defs/ServerConfig/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 65535 || isNaN(data4)){
validate53.errors = [{instancePath:instancePath+"/server/port",schemaPath:"#/$defs/ServerConfig/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate53.errors = [{instancePath:instancePath+"/server/port",schemaPath:"#/$defs/ServerConfig/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.reload !== undefined){
const _errs14 = errors;
if(typeof data0.reload !== "boolean"){
validate53.errors = [{instancePath:instancePath+"/server/reload",schemaPath:"#/$defs/ServerConfig/properties/reload/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.workers !== undefined){
let data6 = data0.workers;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate53.errors = [{instancePath:instancePath+"/server/workers",schemaPath:"#/$defs/ServerConfig/properties/workers/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs16){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 64 || isNaN(data6)){
validate53.errors = [{instancePath:instancePath+"/server/workers",schemaPath:"#/$defs/ServerConfig/properties/workers/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"}];
return false;
}
else {
if(data6 < 1 || isNaN(data6)){
validate53.errors = [{instancePath:instancePath+"/server/workers",schemaPath:"#/$defs/ServerConfig/properties/workers/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.cors_origins !== undefined){
const _errs18 = errors;
if(typeof data0.cors_origins !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/cors_origins",schemaPath:"#/$defs/ServerConfig/properties/cors_origins/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.ssl_certfile !== undefined){
const _errs20 = errors;
if(typeof data0.ssl_certfile !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/ssl_certfile",schemaPath:"#/$defs/ServerConfig/properties/ssl_certfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.ssl_keyfile !== undefined){
const _errs22 = errors;
if(typeof data0.ssl_keyfile !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/ssl_keyfile",schemaPath:"#/$defs/ServerConfig/properties/ssl_keyfile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.base_url !== undefined){
const _errs24 = errors;
if(typeof data0.base_url !== "string"){
validate53.errors = [{instancePath:instancePath+"/server/base_url",schemaPath:"#/$defs/ServerConfig/properties/base_url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs24 === errors;
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
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/server",schemaPath:"#/$defs/ServerConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent !== undefined){
const _errs26 = errors;
if(!(validate48(data.agent, {instancePath:instancePath+"/agent",parentData:data,parentDataProperty:"agent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.auth !== undefined){
let data12 = data.auth;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing2;
if(((((data12.secret_key === undefined) && (missing2 = "secret_key")) || ((data12.algorithm === undefined) && (missing2 = "algorithm"))) || ((data12.issuer === undefined) && (missing2 = "issuer"))) || ((data12.audience === undefined) && (missing2 = "audience"))){
validate53.errors = [{instancePath:instancePath+"/auth",schemaPath:"#/$defs/AuthConfig/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs30 = errors;
for(const key2 in data12){
if(!((((key2 === "secret_key") || (key2 === "algorithm")) || (key2 === "issuer")) || (key2 === "audience"))){
validate53.errors = [{instancePath:instancePath+"/auth",schemaPath:"#/$defs/AuthConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs30 === errors){
if(data12.secret_key !== undefined){
const _errs31 = errors;
if(typeof data12.secret_key !== "string"){
validate53.errors = [{instancePath:instancePath+"/auth/secret_key",schemaPath:"#/$defs/AuthConfig/properties/secret_key/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs31 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.algorithm !== undefined){
const _errs33 = errors;
if(typeof data12.algorithm !== "string"){
validate53.errors = [{instancePath:instancePath+"/auth/algorithm",schemaPath:"#/$defs/AuthConfig/properties/algorithm/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.issuer !== undefined){
const _errs35 = errors;
if(typeof data12.issuer !== "string"){
validate53.errors = [{instancePath:instancePath+"/auth/issuer",schemaPath:"#/$defs/AuthConfig/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data12.audience !== undefined){
const _errs37 = errors;
if(typeof data12.audience !== "string"){
validate53.errors = [{instancePath:instancePath+"/auth/audience",schemaPath:"#/$defs/AuthConfig/properties/audience/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs37 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/auth",schemaPath:"#/$defs/AuthConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logging !== undefined){
let data17 = data.logging;
const _errs39 = errors;
const _errs40 = errors;
if(errors === _errs40){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
let missing3;
if(((data17.level === undefined) && (missing3 = "level")) || ((data17.file_path === undefined) && (missing3 = "file_path"))){
validate53.errors = [{instancePath:instancePath+"/logging",schemaPath:"#/$defs/LoggingConfig/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs42 = errors;
for(const key3 in data17){
if(!((key3 === "level") || (key3 === "file_path"))){
validate53.errors = [{instancePath:instancePath+"/logging",schemaPath:"#/$defs/LoggingConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs42 === errors){
if(data17.level !== undefined){
const _errs43 = errors;
if(typeof data17.level !== "string"){
validate53.errors = [{instancePath:instancePath+"/logging/level",schemaPath:"#/$defs/LoggingConfig/properties/level/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs43 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data17.file_path !== undefined){
const _errs45 = errors;
if(typeof data17.file_path !== "string"){
validate53.errors = [{instancePath:instancePath+"/logging/file_path",schemaPath:"#/$defs/LoggingConfig/properties/file_path/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs45 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/logging",schemaPath:"#/$defs/LoggingConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agent_client !== undefined){
let data20 = data.agent_client;
const _errs47 = errors;
const _errs48 = errors;
if(errors === _errs48){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing4;
if(((data20.url === undefined) && (missing4 = "url")) || ((data20.token === undefined) && (missing4 = "token"))){
validate53.errors = [{instancePath:instancePath+"/agent_client",schemaPath:"#/$defs/AgentClientConfig/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
const _errs50 = errors;
for(const key4 in data20){
if(!((key4 === "url") || (key4 === "token"))){
validate53.errors = [{instancePath:instancePath+"/agent_client",schemaPath:"#/$defs/AgentClientConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs50 === errors){
if(data20.url !== undefined){
const _errs51 = errors;
if(typeof data20.url !== "string"){
validate53.errors = [{instancePath:instancePath+"/agent_client/url",schemaPath:"#/$defs/AgentClientConfig/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs51 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data20.token !== undefined){
const _errs53 = errors;
if(typeof data20.token !== "string"){
validate53.errors = [{instancePath:instancePath+"/agent_client/token",schemaPath:"#/$defs/AgentClientConfig/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs53 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/agent_client",schemaPath:"#/$defs/AgentClientConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queue !== undefined){
let data23 = data.queue;
const _errs55 = errors;
const _errs56 = errors;
if(errors === _errs56){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing5;
if((((((data23.provider === undefined) && (missing5 = "provider")) || ((data23.url === undefined) && (missing5 = "url"))) || ((data23.consumer_name === undefined) && (missing5 = "consumer_name"))) || ((data23.claim_idle_ms === undefined) && (missing5 = "claim_idle_ms"))) || ((data23.reply_to_claim === undefined) && (missing5 = "reply_to_claim"))){
validate53.errors = [{instancePath:instancePath+"/queue",schemaPath:"#/$defs/QueueConfig/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
const _errs58 = errors;
for(const key5 in data23){
if(!(((((key5 === "provider") || (key5 === "url")) || (key5 === "consumer_name")) || (key5 === "claim_idle_ms")) || (key5 === "reply_to_claim"))){
validate53.errors = [{instancePath:instancePath+"/queue",schemaPath:"#/$defs/QueueConfig/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs58 === errors){
if(data23.provider !== undefined){
let data24 = data23.provider;
const _errs59 = errors;
if(typeof data24 !== "string"){
validate53.errors = [{instancePath:instancePath+"/queue/provider",schemaPath:"#/$defs/QueueConfig/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data24 === "redis") || (data24 === "rabbitmq"))){
validate53.errors = [{instancePath:instancePath+"/queue/provider",schemaPath:"#/$defs/QueueConfig/properties/provider/enum",keyword:"enum",params:{allowedValues: schema67.properties.provider.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid10 = _errs59 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.url !== undefined){
const _errs61 = errors;
if(typeof data23.url !== "string"){
validate53.errors = [{instancePath:instancePath+"/queue/url",schemaPath:"#/$defs/QueueConfig/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs61 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.consumer_name !== undefined){
const _errs63 = errors;
if(typeof data23.consumer_name !== "string"){
validate53.errors = [{instancePath:instancePath+"/queue/consumer_name",schemaPath:"#/$defs/QueueConfig/properties/consumer_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs63 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.claim_idle_ms !== undefined){
let data27 = data23.claim_idle_ms;
const _errs65 = errors;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
validate53.errors = [{instancePath:instancePath+"/queue/claim_idle_ms",schemaPath:"#/$defs/QueueConfig/properties/claim_idle_ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs65){
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 < 0 || isNaN(data27)){
validate53.errors = [{instancePath:instancePath+"/queue/claim_idle_ms",schemaPath:"#/$defs/QueueConfig/properties/claim_idle_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid10 = _errs65 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data23.reply_to_claim !== undefined){
const _errs67 = errors;
if(typeof data23.reply_to_claim !== "string"){
validate53.errors = [{instancePath:instancePath+"/queue/reply_to_claim",schemaPath:"#/$defs/QueueConfig/properties/reply_to_claim/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs67 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/queue",schemaPath:"#/$defs/QueueConfig/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs55 === errors;
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
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

