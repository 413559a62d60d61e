// GENERATED from schemas/app-server/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.
/* eslint-disable */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateRequestId = validate21;
const schema32 = {"description":"A JSON-RPC request id: a string or an integer (never null, a float, a boolean, an array or an object).","oneOf":[{"type":"string"},{"type":"integer"}],"title":"RequestId"};

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
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err1 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate21.errors = vErrors;
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
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJsonRpcVersion = validate22;
const schema33 = {"description":"Always sent by this server; optional inbound (contract section 1).","type":"string","const":"2.0","title":"JsonRpcVersion"};

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
if("2.0" !== data){
validate22.errors = [{instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJsonRpcError = validate23;
const schema34 = {"type":"object","properties":{"code":{"type":"integer","description":"One of the codes in JsonRpcErrorCode."},"message":{"type":"string"},"data":{"description":"Optional structured detail, e.g. {\"method\": ...} for -32601."}},"required":["code","message"],"additionalProperties":false,"title":"JsonRpcError"};

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
if(((data.code === undefined) && (missing0 = "code")) || ((data.message === undefined) && (missing0 = "message"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "code") || (key0 === "message")) || (key0 === "data"))){
validate23.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
let data0 = data.code;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate23.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate23.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateJsonRpcErrorCode = validate24;
const schema35 = {"description":"Error codes of the App Server (contract section 2): -32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params, -32603 internal error, -32001 server overloaded, -32010 not initialized, -32011 already initialized, -32020 thread not found, -32021 thread archived, -32030 active turn not found, -32031 turn id mismatch.","type":"integer","enum":[-32700,-32600,-32601,-32602,-32603,-32001,-32010,-32011,-32020,-32021,-32030,-32031],"title":"JsonRpcErrorCode"};

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
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((((((((((((data === -32700) || (data === -32600)) || (data === -32601)) || (data === -32602)) || (data === -32603)) || (data === -32001)) || (data === -32010)) || (data === -32011)) || (data === -32020)) || (data === -32021)) || (data === -32030)) || (data === -32031))){
validate24.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateJsonRpcResponse = validate25;
const schema36 = {"type":"object","properties":{"jsonrpc":{"$ref":"#/$defs/JsonRpcVersion"},"id":{"$ref":"#/$defs/RequestId"},"result":{"description":"The method's result; its type is the method's declared result."}},"required":["id","result"],"additionalProperties":false,"description":"A successful reply to a request.","title":"JsonRpcResponse"};

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
if(((data.id === undefined) && (missing0 = "id")) || ((data.result === undefined) && (missing0 = "result"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "jsonrpc") || (key0 === "id")) || (key0 === "result"))){
validate25.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate25.errors = [{instancePath:instancePath+"/jsonrpc",schemaPath:"#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("2.0" !== data0){
validate25.errors = [{instancePath:instancePath+"/jsonrpc",schemaPath:"#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
const _errs7 = errors;
let valid3 = false;
let passing0 = null;
const _errs8 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs10 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate25.errors = vErrors;
return false;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
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

export const validateJsonRpcErrorResponse = validate26;
const schema39 = {"type":"object","properties":{"jsonrpc":{"$ref":"#/$defs/JsonRpcVersion"},"id":{"description":"The request's id, or null when the request could not be read (-32700, -32600).","oneOf":[{"$ref":"#/$defs/RequestId"},{"type":"null"}]},"error":{"$ref":"#/$defs/JsonRpcError"}},"required":["id","error"],"additionalProperties":false,"description":"An error reply to a request.","title":"JsonRpcErrorResponse"};

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
if(((data.id === undefined) && (missing0 = "id")) || ((data.error === undefined) && (missing0 = "error"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "jsonrpc") || (key0 === "id")) || (key0 === "error"))){
validate26.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate26.errors = [{instancePath:instancePath+"/jsonrpc",schemaPath:"#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("2.0" !== data0){
validate26.errors = [{instancePath:instancePath+"/jsonrpc",schemaPath:"#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data1 = data.id;
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
let passing0 = null;
const _errs7 = errors;
const _errs9 = errors;
let valid4 = false;
let passing1 = null;
const _errs10 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid1 = _errs10 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs12 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs12 === errors;
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
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs14 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
let data2 = data.error;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.code === undefined) && (missing1 = "code")) || ((data2.message === undefined) && (missing1 = "message"))){
validate26.errors = [{instancePath:instancePath+"/error",schemaPath:"#/$defs/JsonRpcError/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs19 = errors;
for(const key1 in data2){
if(!(((key1 === "code") || (key1 === "message")) || (key1 === "data"))){
validate26.errors = [{instancePath:instancePath+"/error",schemaPath:"#/$defs/JsonRpcError/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs19 === errors){
if(data2.code !== undefined){
let data3 = data2.code;
const _errs20 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate26.errors = [{instancePath:instancePath+"/error/code",schemaPath:"#/$defs/JsonRpcError/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid6 = _errs20 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data2.message !== undefined){
const _errs22 = errors;
if(typeof data2.message !== "string"){
validate26.errors = [{instancePath:instancePath+"/error/message",schemaPath:"#/$defs/JsonRpcError/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/error",schemaPath:"#/$defs/JsonRpcError/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs16 === errors;
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
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateInputItem = validate27;
const schema43 = {"type":"object","description":"One element of a turn's input, e.g. {\"type\":\"text\",\"text\":\"...\"}. Any object is accepted and kept as given (contract section 6): its `text` when that is a string, else the object's JSON, is what the model reads.","properties":{"type":{"description":"Usually \"text\"; any JSON value is kept."},"text":{"description":"The text, when a string; any other value is kept, and the model reads the object's JSON."}},"additionalProperties":true,"title":"InputItem"};

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

export const validateThreadStatus = validate28;
const schema44 = {"type":"string","enum":["idle","running","archived","closed"],"title":"ThreadStatus"};

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
if(typeof data !== "string"){
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "idle") || (data === "running")) || (data === "archived")) || (data === "closed"))){
validate28.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateTurnStatus = validate29;
const schema45 = {"type":"string","enum":["running","completed","failed","interrupted"],"title":"TurnStatus"};

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
if(typeof data !== "string"){
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "running") || (data === "completed")) || (data === "failed")) || (data === "interrupted"))){
validate29.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateCompletionReason = validate30;
const schema46 = {"type":"string","enum":["tool_finish","no_tool_finish","wait_user","max_cycles","cancelled","failed","budget_exhausted"],"title":"CompletionReason"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data === "tool_finish") || (data === "no_tool_finish")) || (data === "wait_user")) || (data === "max_cycles")) || (data === "cancelled")) || (data === "failed")) || (data === "budget_exhausted"))){
validate30.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateItemType = validate31;
const schema47 = {"type":"string","enum":["userMessage","agentMessage","toolCall","approval","error"],"title":"ItemType"};

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
if(typeof data !== "string"){
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "userMessage") || (data === "agentMessage")) || (data === "toolCall")) || (data === "approval")) || (data === "error"))){
validate31.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateItemStatus = validate32;
const schema48 = {"type":"string","enum":["inProgress","completed","failed"],"title":"ItemStatus"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "inProgress") || (data === "completed")) || (data === "failed"))){
validate32.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateApprovalDecision = validate33;
const schema49 = {"type":"string","enum":["allow","allow_session","deny","timeout"],"description":"allow_session skips approval for the same tool name for the rest of the turn.","title":"ApprovalDecision"};

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
if(typeof data !== "string"){
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data === "allow") || (data === "allow_session")) || (data === "deny")) || (data === "timeout"))){
validate33.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateAppThread = validate34;
const schema50 = {"type":"object","properties":{"threadId":{"type":"string"},"agentKey":{"type":"string"},"cwd":{"type":["string","null"]},"createdAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"updatedAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"archivedAt":{"type":["integer","null"],"description":"Always sent by this server (null when not archived)."},"status":{"$ref":"#/$defs/ThreadStatus"},"metadata":{"type":"object","additionalProperties":true}},"required":["threadId","agentKey","cwd","createdAt","updatedAt","status","metadata"],"additionalProperties":false,"title":"AppThread"};

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
if((((((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.agentKey === undefined) && (missing0 = "agentKey"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.metadata === undefined) && (missing0 = "metadata"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "threadId") || (key0 === "agentKey")) || (key0 === "cwd")) || (key0 === "createdAt")) || (key0 === "updatedAt")) || (key0 === "archivedAt")) || (key0 === "status")) || (key0 === "metadata"))){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate34.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentKey !== undefined){
const _errs4 = errors;
if(typeof data.agentKey !== "string"){
validate34.errors = [{instancePath:instancePath+"/agentKey",schemaPath:"#/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data2 = data.cwd;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate34.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema50.properties.cwd.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data3 = data.createdAt;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate34.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data4 = data.updatedAt;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate34.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archivedAt !== undefined){
let data5 = data.archivedAt;
const _errs12 = errors;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
validate34.errors = [{instancePath:instancePath+"/archivedAt",schemaPath:"#/properties/archivedAt/type",keyword:"type",params:{type: schema50.properties.archivedAt.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data6 = data.status;
const _errs14 = errors;
if(typeof data6 !== "string"){
validate34.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data6 === "idle") || (data6 === "running")) || (data6 === "archived")) || (data6 === "closed"))){
validate34.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data7 = data.metadata;
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate34.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs17 === errors;
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
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnResult = validate35;
const schema52 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"runId":{"type":"string"},"status":{"$ref":"#/$defs/TurnStatus"},"finalOutput":{"type":"string"},"completionReason":{"$ref":"#/$defs/CompletionReason"},"completionToolName":{"type":"string"},"partialOutput":{"type":"string"},"error":{"type":"string"},"tokenUsage":{"$ref":"#/$defs/TaskTokenUsage"},"budgetUsage":{"type":"object","additionalProperties":true},"budgetExhaustion":{"type":"object","additionalProperties":true}},"additionalProperties":false,"description":"A turn's stored result: the turn/completed params once the turn ends (absent fields are omitted, never null); {} while it runs.","title":"TurnResult"};
const func1 = Object.prototype.hasOwnProperty;
const schema55 = {"type":"object","properties":{"schema_version":{"type":"string","const":"vv-agent.task-token-usage.v1"},"input_tokens":{"type":["integer","null"]},"output_tokens":{"type":["integer","null"]},"total_tokens":{"type":["integer","null"]},"reasoning_tokens":{"type":["integer","null"]},"cache_usage":{"$ref":"#/$defs/CacheUsage"},"cycles":{"type":"array","items":{"$ref":"#/$defs/TokenUsageCycle"}}},"required":["schema_version","input_tokens","output_tokens","total_tokens","reasoning_tokens","cache_usage","cycles"],"additionalProperties":false,"description":"A turn's token usage; one cycle per model call. A count the provider did not report is null.","title":"TaskTokenUsage"};
const schema56 = {"type":"object","properties":{"status":{"$ref":"#/$defs/CacheStatus"},"read_input_tokens":{"type":["integer","null"]},"write_input_tokens":{"type":["integer","null"]},"uncached_input_tokens":{"type":["integer","null"]},"source":{"type":"string","description":"aggregate for a turn's total, provider_usage for one model call."}},"required":["status","read_input_tokens","write_input_tokens","uncached_input_tokens","source"],"additionalProperties":false,"title":"CacheUsage"};
const schema57 = {"type":"string","enum":["provider_reported","accounting_missing","unsupported"],"title":"CacheStatus","description":"provider_reported: the provider reported cache numbers (an observed 0 stays 0); accounting_missing: not enough accounting (null, never shown as 0%); unsupported: the backend has no caching."};

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
if((((((data.status === undefined) && (missing0 = "status")) || ((data.read_input_tokens === undefined) && (missing0 = "read_input_tokens"))) || ((data.write_input_tokens === undefined) && (missing0 = "write_input_tokens"))) || ((data.uncached_input_tokens === undefined) && (missing0 = "uncached_input_tokens"))) || ((data.source === undefined) && (missing0 = "source"))){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "status") || (key0 === "read_input_tokens")) || (key0 === "write_input_tokens")) || (key0 === "uncached_input_tokens")) || (key0 === "source"))){
validate37.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate37.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/CacheStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "provider_reported") || (data0 === "accounting_missing")) || (data0 === "unsupported"))){
validate37.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/CacheStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_input_tokens !== undefined){
let data1 = data.read_input_tokens;
const _errs5 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate37.errors = [{instancePath:instancePath+"/read_input_tokens",schemaPath:"#/properties/read_input_tokens/type",keyword:"type",params:{type: schema56.properties.read_input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.write_input_tokens !== undefined){
let data2 = data.write_input_tokens;
const _errs7 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate37.errors = [{instancePath:instancePath+"/write_input_tokens",schemaPath:"#/properties/write_input_tokens/type",keyword:"type",params:{type: schema56.properties.write_input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uncached_input_tokens !== undefined){
let data3 = data.uncached_input_tokens;
const _errs9 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate37.errors = [{instancePath:instancePath+"/uncached_input_tokens",schemaPath:"#/properties/uncached_input_tokens/type",keyword:"type",params:{type: schema56.properties.uncached_input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs11 = errors;
if(typeof data.source !== "string"){
validate37.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema58 = {"type":"object","properties":{"cycle_index":{"type":"integer","minimum":1},"usage":{"$ref":"#/$defs/ModelCallTokenUsage"}},"required":["cycle_index","usage"],"additionalProperties":false,"title":"TokenUsageCycle"};
const schema59 = {"type":"object","properties":{"schema_version":{"type":"string","const":"vv-agent.token-usage.v1"},"input_tokens":{"type":["integer","null"]},"output_tokens":{"type":["integer","null"]},"total_tokens":{"type":["integer","null"]},"reasoning_tokens":{"type":["integer","null"]},"usage_source":{"type":"string"},"cache_usage":{"$ref":"#/$defs/CacheUsage"},"provider_usage":{"type":["object","null"],"additionalProperties":true,"description":"The provider's usage object as reported."}},"required":["schema_version","input_tokens","output_tokens","total_tokens","reasoning_tokens","usage_source","cache_usage"],"additionalProperties":false,"title":"ModelCallTokenUsage"};

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
if((((((((data.schema_version === undefined) && (missing0 = "schema_version")) || ((data.input_tokens === undefined) && (missing0 = "input_tokens"))) || ((data.output_tokens === undefined) && (missing0 = "output_tokens"))) || ((data.total_tokens === undefined) && (missing0 = "total_tokens"))) || ((data.reasoning_tokens === undefined) && (missing0 = "reasoning_tokens"))) || ((data.usage_source === undefined) && (missing0 = "usage_source"))) || ((data.cache_usage === undefined) && (missing0 = "cache_usage"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "schema_version") || (key0 === "input_tokens")) || (key0 === "output_tokens")) || (key0 === "total_tokens")) || (key0 === "reasoning_tokens")) || (key0 === "usage_source")) || (key0 === "cache_usage")) || (key0 === "provider_usage"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schema_version !== undefined){
let data0 = data.schema_version;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate40.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("vv-agent.token-usage.v1" !== data0){
validate40.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: "vv-agent.token-usage.v1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_tokens !== undefined){
let data1 = data.input_tokens;
const _errs4 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate40.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: schema59.properties.input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens !== undefined){
let data2 = data.output_tokens;
const _errs6 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate40.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: schema59.properties.output_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_tokens !== undefined){
let data3 = data.total_tokens;
const _errs8 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate40.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: schema59.properties.total_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_tokens !== undefined){
let data4 = data.reasoning_tokens;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate40.errors = [{instancePath:instancePath+"/reasoning_tokens",schemaPath:"#/properties/reasoning_tokens/type",keyword:"type",params:{type: schema59.properties.reasoning_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage_source !== undefined){
const _errs12 = errors;
if(typeof data.usage_source !== "string"){
validate40.errors = [{instancePath:instancePath+"/usage_source",schemaPath:"#/properties/usage_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_usage !== undefined){
const _errs14 = errors;
if(!(validate37(data.cache_usage, {instancePath:instancePath+"/cache_usage",parentData:data,parentDataProperty:"cache_usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.provider_usage !== undefined){
let data7 = data.provider_usage;
const _errs15 = errors;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (data7 !== null)){
validate40.errors = [{instancePath:instancePath+"/provider_usage",schemaPath:"#/properties/provider_usage/type",keyword:"type",params:{type: schema59.properties.provider_usage.type},message:"must be object,null"}];
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
if(((data.cycle_index === undefined) && (missing0 = "cycle_index")) || ((data.usage === undefined) && (missing0 = "usage"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "cycle_index") || (key0 === "usage"))){
validate39.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.cycle_index !== undefined){
let data0 = data.cycle_index;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate39.errors = [{instancePath:instancePath+"/cycle_index",schemaPath:"#/properties/cycle_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate39.errors = [{instancePath:instancePath+"/cycle_index",schemaPath:"#/properties/cycle_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
const _errs4 = errors;
if(!(validate40(data.usage, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
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
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.schema_version === undefined) && (missing0 = "schema_version")) || ((data.input_tokens === undefined) && (missing0 = "input_tokens"))) || ((data.output_tokens === undefined) && (missing0 = "output_tokens"))) || ((data.total_tokens === undefined) && (missing0 = "total_tokens"))) || ((data.reasoning_tokens === undefined) && (missing0 = "reasoning_tokens"))) || ((data.cache_usage === undefined) && (missing0 = "cache_usage"))) || ((data.cycles === undefined) && (missing0 = "cycles"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "schema_version") || (key0 === "input_tokens")) || (key0 === "output_tokens")) || (key0 === "total_tokens")) || (key0 === "reasoning_tokens")) || (key0 === "cache_usage")) || (key0 === "cycles"))){
validate36.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schema_version !== undefined){
let data0 = data.schema_version;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate36.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("vv-agent.task-token-usage.v1" !== data0){
validate36.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: "vv-agent.task-token-usage.v1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_tokens !== undefined){
let data1 = data.input_tokens;
const _errs4 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate36.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: schema55.properties.input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens !== undefined){
let data2 = data.output_tokens;
const _errs6 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate36.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: schema55.properties.output_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_tokens !== undefined){
let data3 = data.total_tokens;
const _errs8 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate36.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: schema55.properties.total_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_tokens !== undefined){
let data4 = data.reasoning_tokens;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate36.errors = [{instancePath:instancePath+"/reasoning_tokens",schemaPath:"#/properties/reasoning_tokens/type",keyword:"type",params:{type: schema55.properties.reasoning_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_usage !== undefined){
const _errs12 = errors;
if(!(validate37(data.cache_usage, {instancePath:instancePath+"/cache_usage",parentData:data,parentDataProperty:"cache_usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycles !== undefined){
let data6 = data.cycles;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate39(data6[i0], {instancePath:instancePath+"/cycles/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/cycles",schemaPath:"#/properties/cycles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema52.properties, key0))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate35.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate35.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
const _errs6 = errors;
if(typeof data.runId !== "string"){
validate35.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "running") || (data3 === "completed")) || (data3 === "failed")) || (data3 === "interrupted"))){
validate35.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finalOutput !== undefined){
const _errs11 = errors;
if(typeof data.finalOutput !== "string"){
validate35.errors = [{instancePath:instancePath+"/finalOutput",schemaPath:"#/properties/finalOutput/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completionReason !== undefined){
let data5 = data.completionReason;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate35.errors = [{instancePath:instancePath+"/completionReason",schemaPath:"#/$defs/CompletionReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data5 === "tool_finish") || (data5 === "no_tool_finish")) || (data5 === "wait_user")) || (data5 === "max_cycles")) || (data5 === "cancelled")) || (data5 === "failed")) || (data5 === "budget_exhausted"))){
validate35.errors = [{instancePath:instancePath+"/completionReason",schemaPath:"#/$defs/CompletionReason/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completionToolName !== undefined){
const _errs16 = errors;
if(typeof data.completionToolName !== "string"){
validate35.errors = [{instancePath:instancePath+"/completionToolName",schemaPath:"#/properties/completionToolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.partialOutput !== undefined){
const _errs18 = errors;
if(typeof data.partialOutput !== "string"){
validate35.errors = [{instancePath:instancePath+"/partialOutput",schemaPath:"#/properties/partialOutput/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs20 = errors;
if(typeof data.error !== "string"){
validate35.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenUsage !== undefined){
const _errs22 = errors;
if(!(validate36(data.tokenUsage, {instancePath:instancePath+"/tokenUsage",parentData:data,parentDataProperty:"tokenUsage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.budgetUsage !== undefined){
let data10 = data.budgetUsage;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
validate35.errors = [{instancePath:instancePath+"/budgetUsage",schemaPath:"#/properties/budgetUsage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.budgetExhaustion !== undefined){
let data11 = data.budgetExhaustion;
const _errs26 = errors;
if(errors === _errs26){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
}
else {
validate35.errors = [{instancePath:instancePath+"/budgetExhaustion",schemaPath:"#/properties/budgetExhaustion/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs26 === errors;
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
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAppTurn = validate45;
const schema60 = {"type":"object","properties":{"turnId":{"type":"string"},"threadId":{"type":"string"},"runId":{"type":["string","null"]},"status":{"$ref":"#/$defs/TurnStatus"},"startedAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"completedAt":{"type":["integer","null"]},"input":{"type":"array","items":{"$ref":"#/$defs/InputItem"}},"result":{"$ref":"#/$defs/TurnResult"}},"required":["turnId","threadId","runId","status","startedAt","completedAt","input","result"],"additionalProperties":false,"title":"AppTurn"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.turnId === undefined) && (missing0 = "turnId")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.runId === undefined) && (missing0 = "runId"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))) || ((data.completedAt === undefined) && (missing0 = "completedAt"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.result === undefined) && (missing0 = "result"))){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "turnId") || (key0 === "threadId")) || (key0 === "runId")) || (key0 === "status")) || (key0 === "startedAt")) || (key0 === "completedAt")) || (key0 === "input")) || (key0 === "result"))){
validate45.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.turnId !== undefined){
const _errs2 = errors;
if(typeof data.turnId !== "string"){
validate45.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate45.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
let data2 = data.runId;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate45.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: schema60.properties.runId.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate45.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "running") || (data3 === "completed")) || (data3 === "failed")) || (data3 === "interrupted"))){
validate45.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
let data4 = data.startedAt;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate45.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completedAt !== undefined){
let data5 = data.completedAt;
const _errs13 = errors;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
validate45.errors = [{instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema60.properties.completedAt.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data6 = data.input;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data6)){
var valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate45.errors = [{instancePath:instancePath+"/input/" + i0,schemaPath:"#/$defs/InputItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate45.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
const _errs21 = errors;
if(!(validate35(data.result, {instancePath:instancePath+"/result",parentData:data,parentDataProperty:"result",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid0 = _errs21 === errors;
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
else {
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAppItem = validate47;
const schema63 = {"type":"object","properties":{"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"},"type":{"$ref":"#/$defs/ItemType"},"status":{"$ref":"#/$defs/ItemStatus"},"payload":{"type":"object","additionalProperties":true,"description":"camelCase keys; see AgentMessagePayload and ToolCallPayload."},"createdAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"updatedAt":{"type":"integer","description":"Milliseconds since the Unix epoch."}},"required":["itemId","threadId","turnId","type","status","payload","createdAt","updatedAt"],"additionalProperties":false,"title":"AppItem"};

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
if(((((((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "itemId") || (key0 === "threadId")) || (key0 === "turnId")) || (key0 === "type")) || (key0 === "status")) || (key0 === "payload")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.itemId !== undefined){
const _errs2 = errors;
if(typeof data.itemId !== "string"){
validate47.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate47.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs6 = errors;
if(typeof data.turnId !== "string"){
validate47.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate47.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "userMessage") || (data3 === "agentMessage")) || (data3 === "toolCall")) || (data3 === "approval")) || (data3 === "error"))){
validate47.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/ItemType/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ItemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "inProgress") || (data4 === "completed")) || (data4 === "failed"))){
validate47.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ItemStatus/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data5 = data.payload;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate47.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data6 = data.createdAt;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate47.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data7 = data.updatedAt;
const _errs19 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate47.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
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
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateToolMetadata = validate48;
const schema66 = {"type":"object","properties":{"sideEffect":{"type":"string","description":"What the tool touches, e.g. none, read, write, external."},"idempotency":{"type":"string","enum":["supported","unsupported","unknown"]},"terminal":{"type":"boolean","description":"A capability declaration only; turn state is derived from the runtime result."},"capabilityTags":{"type":"array","items":{"type":"string"}},"costDimensions":{"type":"array","items":{"type":"string"}}},"required":["sideEffect","idempotency","terminal","capabilityTags","costDimensions"],"additionalProperties":false,"description":"Typed tool metadata, present only when the tool declared it.","title":"ToolMetadata"};

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
if((((((data.sideEffect === undefined) && (missing0 = "sideEffect")) || ((data.idempotency === undefined) && (missing0 = "idempotency"))) || ((data.terminal === undefined) && (missing0 = "terminal"))) || ((data.capabilityTags === undefined) && (missing0 = "capabilityTags"))) || ((data.costDimensions === undefined) && (missing0 = "costDimensions"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "sideEffect") || (key0 === "idempotency")) || (key0 === "terminal")) || (key0 === "capabilityTags")) || (key0 === "costDimensions"))){
validate48.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.sideEffect !== undefined){
const _errs2 = errors;
if(typeof data.sideEffect !== "string"){
validate48.errors = [{instancePath:instancePath+"/sideEffect",schemaPath:"#/properties/sideEffect/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotency !== undefined){
let data1 = data.idempotency;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate48.errors = [{instancePath:instancePath+"/idempotency",schemaPath:"#/properties/idempotency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "supported") || (data1 === "unsupported")) || (data1 === "unknown"))){
validate48.errors = [{instancePath:instancePath+"/idempotency",schemaPath:"#/properties/idempotency/enum",keyword:"enum",params:{allowedValues: schema66.properties.idempotency.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.terminal !== undefined){
const _errs6 = errors;
if(typeof data.terminal !== "boolean"){
validate48.errors = [{instancePath:instancePath+"/terminal",schemaPath:"#/properties/terminal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capabilityTags !== undefined){
let data3 = data.capabilityTags;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(typeof data3[i0] !== "string"){
validate48.errors = [{instancePath:instancePath+"/capabilityTags/" + i0,schemaPath:"#/properties/capabilityTags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/capabilityTags",schemaPath:"#/properties/capabilityTags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.costDimensions !== undefined){
let data5 = data.costDimensions;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs14 = errors;
if(typeof data5[i1] !== "string"){
validate48.errors = [{instancePath:instancePath+"/costDimensions/" + i1,schemaPath:"#/properties/costDimensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
if(!valid2){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/costDimensions",schemaPath:"#/properties/costDimensions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAgentMessagePayload = validate49;
const schema67 = {"type":"object","properties":{"text":{"type":"string"}},"required":["text"],"additionalProperties":false,"description":"Payload of an agentMessage item: the chunk in a delta, the full text once completed.","title":"AgentMessagePayload"};

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
if((data.text === undefined) && (missing0 = "text")){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "text")){
validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.text !== undefined){
if(typeof data.text !== "string"){
validate49.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

export const validateToolCallPayload = validate50;
const schema68 = {"type":"object","properties":{"toolCallId":{"type":"string"},"toolName":{"type":"string"},"arguments":{"type":"object","additionalProperties":true},"status":{"type":"string","description":"success or error once completed."},"directive":{"type":["string","null"]},"errorCode":{"type":["string","null"]},"executionStarted":{"type":"boolean"},"durationMs":{"type":["integer","null"]},"output":{"description":"The tool's output when completed."},"toolMetadata":{"$ref":"#/$defs/ToolMetadata"}},"required":["toolCallId","toolName"],"additionalProperties":true,"description":"Payload of a toolCall item (contract section 5).","title":"ToolCallPayload"};

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
if(((data.toolCallId === undefined) && (missing0 = "toolCallId")) || ((data.toolName === undefined) && (missing0 = "toolName"))){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.toolCallId !== undefined){
const _errs2 = errors;
if(typeof data.toolCallId !== "string"){
validate50.errors = [{instancePath:instancePath+"/toolCallId",schemaPath:"#/properties/toolCallId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolName !== undefined){
const _errs4 = errors;
if(typeof data.toolName !== "string"){
validate50.errors = [{instancePath:instancePath+"/toolName",schemaPath:"#/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arguments !== undefined){
let data2 = data.arguments;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate50.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
const _errs9 = errors;
if(typeof data.status !== "string"){
validate50.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.directive !== undefined){
let data4 = data.directive;
const _errs11 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate50.errors = [{instancePath:instancePath+"/directive",schemaPath:"#/properties/directive/type",keyword:"type",params:{type: schema68.properties.directive.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorCode !== undefined){
let data5 = data.errorCode;
const _errs13 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate50.errors = [{instancePath:instancePath+"/errorCode",schemaPath:"#/properties/errorCode/type",keyword:"type",params:{type: schema68.properties.errorCode.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.executionStarted !== undefined){
const _errs15 = errors;
if(typeof data.executionStarted !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/executionStarted",schemaPath:"#/properties/executionStarted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.durationMs !== undefined){
let data7 = data.durationMs;
const _errs17 = errors;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
validate50.errors = [{instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: schema68.properties.durationMs.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolMetadata !== undefined){
let data8 = data.toolMetadata;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if((((((data8.sideEffect === undefined) && (missing1 = "sideEffect")) || ((data8.idempotency === undefined) && (missing1 = "idempotency"))) || ((data8.terminal === undefined) && (missing1 = "terminal"))) || ((data8.capabilityTags === undefined) && (missing1 = "capabilityTags"))) || ((data8.costDimensions === undefined) && (missing1 = "costDimensions"))){
validate50.errors = [{instancePath:instancePath+"/toolMetadata",schemaPath:"#/$defs/ToolMetadata/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs22 = errors;
for(const key0 in data8){
if(!(((((key0 === "sideEffect") || (key0 === "idempotency")) || (key0 === "terminal")) || (key0 === "capabilityTags")) || (key0 === "costDimensions"))){
validate50.errors = [{instancePath:instancePath+"/toolMetadata",schemaPath:"#/$defs/ToolMetadata/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs22 === errors){
if(data8.sideEffect !== undefined){
const _errs23 = errors;
if(typeof data8.sideEffect !== "string"){
validate50.errors = [{instancePath:instancePath+"/toolMetadata/sideEffect",schemaPath:"#/$defs/ToolMetadata/properties/sideEffect/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.idempotency !== undefined){
let data10 = data8.idempotency;
const _errs25 = errors;
if(typeof data10 !== "string"){
validate50.errors = [{instancePath:instancePath+"/toolMetadata/idempotency",schemaPath:"#/$defs/ToolMetadata/properties/idempotency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data10 === "supported") || (data10 === "unsupported")) || (data10 === "unknown"))){
validate50.errors = [{instancePath:instancePath+"/toolMetadata/idempotency",schemaPath:"#/$defs/ToolMetadata/properties/idempotency/enum",keyword:"enum",params:{allowedValues: schema66.properties.idempotency.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.terminal !== undefined){
const _errs27 = errors;
if(typeof data8.terminal !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/toolMetadata/terminal",schemaPath:"#/$defs/ToolMetadata/properties/terminal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.capabilityTags !== undefined){
let data12 = data8.capabilityTags;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data12)){
var valid3 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
const _errs31 = errors;
if(typeof data12[i0] !== "string"){
validate50.errors = [{instancePath:instancePath+"/toolMetadata/capabilityTags/" + i0,schemaPath:"#/$defs/ToolMetadata/properties/capabilityTags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs31 === errors;
if(!valid3){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/toolMetadata/capabilityTags",schemaPath:"#/$defs/ToolMetadata/properties/capabilityTags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data8.costDimensions !== undefined){
let data14 = data8.costDimensions;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data14)){
var valid4 = true;
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
const _errs35 = errors;
if(typeof data14[i1] !== "string"){
validate50.errors = [{instancePath:instancePath+"/toolMetadata/costDimensions/" + i1,schemaPath:"#/$defs/ToolMetadata/properties/costDimensions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs35 === errors;
if(!valid4){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/toolMetadata/costDimensions",schemaPath:"#/$defs/ToolMetadata/properties/costDimensions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs33 === errors;
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
else {
validate50.errors = [{instancePath:instancePath+"/toolMetadata",schemaPath:"#/$defs/ToolMetadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
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
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCacheUsage = validate51;

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
if((((((data.status === undefined) && (missing0 = "status")) || ((data.read_input_tokens === undefined) && (missing0 = "read_input_tokens"))) || ((data.write_input_tokens === undefined) && (missing0 = "write_input_tokens"))) || ((data.uncached_input_tokens === undefined) && (missing0 = "uncached_input_tokens"))) || ((data.source === undefined) && (missing0 = "source"))){
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "status") || (key0 === "read_input_tokens")) || (key0 === "write_input_tokens")) || (key0 === "uncached_input_tokens")) || (key0 === "source"))){
validate51.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate51.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/CacheStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data0 === "provider_reported") || (data0 === "accounting_missing")) || (data0 === "unsupported"))){
validate51.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/CacheStatus/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.read_input_tokens !== undefined){
let data1 = data.read_input_tokens;
const _errs5 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate51.errors = [{instancePath:instancePath+"/read_input_tokens",schemaPath:"#/properties/read_input_tokens/type",keyword:"type",params:{type: schema56.properties.read_input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.write_input_tokens !== undefined){
let data2 = data.write_input_tokens;
const _errs7 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate51.errors = [{instancePath:instancePath+"/write_input_tokens",schemaPath:"#/properties/write_input_tokens/type",keyword:"type",params:{type: schema56.properties.write_input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uncached_input_tokens !== undefined){
let data3 = data.uncached_input_tokens;
const _errs9 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate51.errors = [{instancePath:instancePath+"/uncached_input_tokens",schemaPath:"#/properties/uncached_input_tokens/type",keyword:"type",params:{type: schema56.properties.uncached_input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
const _errs11 = errors;
if(typeof data.source !== "string"){
validate51.errors = [{instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelCallTokenUsage = validate52;

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
if((((((((data.schema_version === undefined) && (missing0 = "schema_version")) || ((data.input_tokens === undefined) && (missing0 = "input_tokens"))) || ((data.output_tokens === undefined) && (missing0 = "output_tokens"))) || ((data.total_tokens === undefined) && (missing0 = "total_tokens"))) || ((data.reasoning_tokens === undefined) && (missing0 = "reasoning_tokens"))) || ((data.usage_source === undefined) && (missing0 = "usage_source"))) || ((data.cache_usage === undefined) && (missing0 = "cache_usage"))){
validate52.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((((key0 === "schema_version") || (key0 === "input_tokens")) || (key0 === "output_tokens")) || (key0 === "total_tokens")) || (key0 === "reasoning_tokens")) || (key0 === "usage_source")) || (key0 === "cache_usage")) || (key0 === "provider_usage"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schema_version !== undefined){
let data0 = data.schema_version;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate52.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("vv-agent.token-usage.v1" !== data0){
validate52.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: "vv-agent.token-usage.v1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_tokens !== undefined){
let data1 = data.input_tokens;
const _errs4 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate52.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: schema59.properties.input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens !== undefined){
let data2 = data.output_tokens;
const _errs6 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate52.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: schema59.properties.output_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_tokens !== undefined){
let data3 = data.total_tokens;
const _errs8 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate52.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: schema59.properties.total_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_tokens !== undefined){
let data4 = data.reasoning_tokens;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate52.errors = [{instancePath:instancePath+"/reasoning_tokens",schemaPath:"#/properties/reasoning_tokens/type",keyword:"type",params:{type: schema59.properties.reasoning_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage_source !== undefined){
const _errs12 = errors;
if(typeof data.usage_source !== "string"){
validate52.errors = [{instancePath:instancePath+"/usage_source",schemaPath:"#/properties/usage_source/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_usage !== undefined){
const _errs14 = errors;
if(!(validate37(data.cache_usage, {instancePath:instancePath+"/cache_usage",parentData:data,parentDataProperty:"cache_usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.provider_usage !== undefined){
let data7 = data.provider_usage;
const _errs15 = errors;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (data7 !== null)){
validate52.errors = [{instancePath:instancePath+"/provider_usage",schemaPath:"#/properties/provider_usage/type",keyword:"type",params:{type: schema59.properties.provider_usage.type},message:"must be object,null"}];
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

export const validateTokenUsageCycle = validate54;

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.cycle_index === undefined) && (missing0 = "cycle_index")) || ((data.usage === undefined) && (missing0 = "usage"))){
validate54.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "cycle_index") || (key0 === "usage"))){
validate54.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.cycle_index !== undefined){
let data0 = data.cycle_index;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate54.errors = [{instancePath:instancePath+"/cycle_index",schemaPath:"#/properties/cycle_index/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
validate54.errors = [{instancePath:instancePath+"/cycle_index",schemaPath:"#/properties/cycle_index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.usage !== undefined){
const _errs4 = errors;
if(!(validate40(data.usage, {instancePath:instancePath+"/usage",parentData:data,parentDataProperty:"usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTaskTokenUsage = validate56;

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.schema_version === undefined) && (missing0 = "schema_version")) || ((data.input_tokens === undefined) && (missing0 = "input_tokens"))) || ((data.output_tokens === undefined) && (missing0 = "output_tokens"))) || ((data.total_tokens === undefined) && (missing0 = "total_tokens"))) || ((data.reasoning_tokens === undefined) && (missing0 = "reasoning_tokens"))) || ((data.cache_usage === undefined) && (missing0 = "cache_usage"))) || ((data.cycles === undefined) && (missing0 = "cycles"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "schema_version") || (key0 === "input_tokens")) || (key0 === "output_tokens")) || (key0 === "total_tokens")) || (key0 === "reasoning_tokens")) || (key0 === "cache_usage")) || (key0 === "cycles"))){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schema_version !== undefined){
let data0 = data.schema_version;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("vv-agent.task-token-usage.v1" !== data0){
validate56.errors = [{instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/const",keyword:"const",params:{allowedValue: "vv-agent.task-token-usage.v1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input_tokens !== undefined){
let data1 = data.input_tokens;
const _errs4 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate56.errors = [{instancePath:instancePath+"/input_tokens",schemaPath:"#/properties/input_tokens/type",keyword:"type",params:{type: schema55.properties.input_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output_tokens !== undefined){
let data2 = data.output_tokens;
const _errs6 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate56.errors = [{instancePath:instancePath+"/output_tokens",schemaPath:"#/properties/output_tokens/type",keyword:"type",params:{type: schema55.properties.output_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_tokens !== undefined){
let data3 = data.total_tokens;
const _errs8 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate56.errors = [{instancePath:instancePath+"/total_tokens",schemaPath:"#/properties/total_tokens/type",keyword:"type",params:{type: schema55.properties.total_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reasoning_tokens !== undefined){
let data4 = data.reasoning_tokens;
const _errs10 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate56.errors = [{instancePath:instancePath+"/reasoning_tokens",schemaPath:"#/properties/reasoning_tokens/type",keyword:"type",params:{type: schema55.properties.reasoning_tokens.type},message:"must be integer,null"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cache_usage !== undefined){
const _errs12 = errors;
if(!(validate37(data.cache_usage, {instancePath:instancePath+"/cache_usage",parentData:data,parentDataProperty:"cache_usage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cycles !== undefined){
let data6 = data.cycles;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate39(data6[i0], {instancePath:instancePath+"/cycles/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/cycles",schemaPath:"#/properties/cycles/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelSummary = validate59;
const schema75 = {"type":"object","properties":{"id":{"type":"string"},"provider":{"type":"string"},"displayName":{"type":"string"},"contextLength":{"type":"integer","minimum":0},"supportsTools":{"type":"boolean"},"metadata":{"type":"object","additionalProperties":true}},"required":["id","supportsTools"],"additionalProperties":false,"title":"ModelSummary"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.supportsTools === undefined) && (missing0 = "supportsTools"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "provider")) || (key0 === "displayName")) || (key0 === "contextLength")) || (key0 === "supportsTools")) || (key0 === "metadata"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate59.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.provider !== undefined){
const _errs4 = errors;
if(typeof data.provider !== "string"){
validate59.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
const _errs6 = errors;
if(typeof data.displayName !== "string"){
validate59.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contextLength !== undefined){
let data3 = data.contextLength;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate59.errors = [{instancePath:instancePath+"/contextLength",schemaPath:"#/properties/contextLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
validate59.errors = [{instancePath:instancePath+"/contextLength",schemaPath:"#/properties/contextLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.supportsTools !== undefined){
const _errs10 = errors;
if(typeof data.supportsTools !== "boolean"){
validate59.errors = [{instancePath:instancePath+"/supportsTools",schemaPath:"#/properties/supportsTools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data5 = data.metadata;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate59.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateClientInfo = validate60;
const schema76 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"pattern":"\\S","description":"Must contain a non-whitespace character."},"title":{"type":"string"},"version":{"type":"string"}},"required":["name"],"additionalProperties":true,"title":"ClientInfo"};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("\\S", "u");

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data0)){
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs4 = errors;
if(typeof data.title !== "string"){
validate60.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs6 = errors;
if(typeof data.version !== "string"){
validate60.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateClientCapabilities = validate61;
const schema77 = {"type":"object","properties":{"experimentalApi":{"type":"boolean"},"optOutNotificationMethods":{"type":"array","items":{"type":"string"},"description":"Exact notification method names this connection does not want."}},"additionalProperties":true,"title":"ClientCapabilities"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.experimentalApi !== undefined){
const _errs2 = errors;
if(typeof data.experimentalApi !== "boolean"){
validate61.errors = [{instancePath:instancePath+"/experimentalApi",schemaPath:"#/properties/experimentalApi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.optOutNotificationMethods !== undefined){
let data1 = data.optOutNotificationMethods;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(typeof data1[i0] !== "string"){
validate61.errors = [{instancePath:instancePath+"/optOutNotificationMethods/" + i0,schemaPath:"#/properties/optOutNotificationMethods/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/optOutNotificationMethods",schemaPath:"#/properties/optOutNotificationMethods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateServerCapabilities = validate62;
const schema78 = {"type":"object","properties":{"modelList":{"type":"boolean"},"threadLifecycle":{"type":"boolean"},"notificationOptOut":{"type":"boolean"},"schemaExport":{"type":"boolean"},"approvalResolve":{"type":"boolean"}},"required":["modelList","threadLifecycle","notificationOptOut","schemaExport","approvalResolve"],"additionalProperties":false,"title":"ServerCapabilities"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.modelList === undefined) && (missing0 = "modelList")) || ((data.threadLifecycle === undefined) && (missing0 = "threadLifecycle"))) || ((data.notificationOptOut === undefined) && (missing0 = "notificationOptOut"))) || ((data.schemaExport === undefined) && (missing0 = "schemaExport"))) || ((data.approvalResolve === undefined) && (missing0 = "approvalResolve"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "modelList") || (key0 === "threadLifecycle")) || (key0 === "notificationOptOut")) || (key0 === "schemaExport")) || (key0 === "approvalResolve"))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.modelList !== undefined){
const _errs2 = errors;
if(typeof data.modelList !== "boolean"){
validate62.errors = [{instancePath:instancePath+"/modelList",schemaPath:"#/properties/modelList/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadLifecycle !== undefined){
const _errs4 = errors;
if(typeof data.threadLifecycle !== "boolean"){
validate62.errors = [{instancePath:instancePath+"/threadLifecycle",schemaPath:"#/properties/threadLifecycle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.notificationOptOut !== undefined){
const _errs6 = errors;
if(typeof data.notificationOptOut !== "boolean"){
validate62.errors = [{instancePath:instancePath+"/notificationOptOut",schemaPath:"#/properties/notificationOptOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schemaExport !== undefined){
const _errs8 = errors;
if(typeof data.schemaExport !== "boolean"){
validate62.errors = [{instancePath:instancePath+"/schemaExport",schemaPath:"#/properties/schemaExport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.approvalResolve !== undefined){
const _errs10 = errors;
if(typeof data.approvalResolve !== "boolean"){
validate62.errors = [{instancePath:instancePath+"/approvalResolve",schemaPath:"#/properties/approvalResolve/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateInitializeParams = validate63;
const schema79 = {"type":"object","properties":{"clientInfo":{"$ref":"#/$defs/ClientInfo"},"capabilities":{"$ref":"#/$defs/ClientCapabilities"}},"required":["clientInfo"],"additionalProperties":true,"title":"InitializeParams"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.clientInfo === undefined) && (missing0 = "clientInfo")){
validate63.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.clientInfo !== undefined){
let data0 = data.clientInfo;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.name === undefined) && (missing1 = "name")){
validate63.errors = [{instancePath:instancePath+"/clientInfo",schemaPath:"#/$defs/ClientInfo/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.name !== undefined){
let data1 = data0.name;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(func2(data1) < 1){
validate63.errors = [{instancePath:instancePath+"/clientInfo/name",schemaPath:"#/$defs/ClientInfo/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
else {
if(!pattern4.test(data1)){
validate63.errors = [{instancePath:instancePath+"/clientInfo/name",schemaPath:"#/$defs/ClientInfo/properties/name/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""}];
return false;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/clientInfo/name",schemaPath:"#/$defs/ClientInfo/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.title !== undefined){
const _errs8 = errors;
if(typeof data0.title !== "string"){
validate63.errors = [{instancePath:instancePath+"/clientInfo/title",schemaPath:"#/$defs/ClientInfo/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.version !== undefined){
const _errs10 = errors;
if(typeof data0.version !== "string"){
validate63.errors = [{instancePath:instancePath+"/clientInfo/version",schemaPath:"#/$defs/ClientInfo/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/clientInfo",schemaPath:"#/$defs/ClientInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capabilities !== undefined){
let data4 = data.capabilities;
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.experimentalApi !== undefined){
const _errs16 = errors;
if(typeof data4.experimentalApi !== "boolean"){
validate63.errors = [{instancePath:instancePath+"/capabilities/experimentalApi",schemaPath:"#/$defs/ClientCapabilities/properties/experimentalApi/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.optOutNotificationMethods !== undefined){
let data6 = data4.optOutNotificationMethods;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data6)){
var valid5 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs20 = errors;
if(typeof data6[i0] !== "string"){
validate63.errors = [{instancePath:instancePath+"/capabilities/optOutNotificationMethods/" + i0,schemaPath:"#/$defs/ClientCapabilities/properties/optOutNotificationMethods/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs20 === errors;
if(!valid5){
break;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/capabilities/optOutNotificationMethods",schemaPath:"#/$defs/ClientCapabilities/properties/optOutNotificationMethods/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
}
}
else {
validate63.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/$defs/ClientCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate63.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateInitializeResponse = validate64;
const schema82 = {"type":"object","properties":{"userAgent":{"type":"string"},"protocolVersion":{"type":"string","const":"v1"},"capabilities":{"$ref":"#/$defs/ServerCapabilities"}},"required":["userAgent","protocolVersion","capabilities"],"additionalProperties":false,"title":"InitializeResponse"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.userAgent === undefined) && (missing0 = "userAgent")) || ((data.protocolVersion === undefined) && (missing0 = "protocolVersion"))) || ((data.capabilities === undefined) && (missing0 = "capabilities"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "userAgent") || (key0 === "protocolVersion")) || (key0 === "capabilities"))){
validate64.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.userAgent !== undefined){
const _errs2 = errors;
if(typeof data.userAgent !== "string"){
validate64.errors = [{instancePath:instancePath+"/userAgent",schemaPath:"#/properties/userAgent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.protocolVersion !== undefined){
let data1 = data.protocolVersion;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate64.errors = [{instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("v1" !== data1){
validate64.errors = [{instancePath:instancePath+"/protocolVersion",schemaPath:"#/properties/protocolVersion/const",keyword:"const",params:{allowedValue: "v1"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.capabilities !== undefined){
let data2 = data.capabilities;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((((((data2.modelList === undefined) && (missing1 = "modelList")) || ((data2.threadLifecycle === undefined) && (missing1 = "threadLifecycle"))) || ((data2.notificationOptOut === undefined) && (missing1 = "notificationOptOut"))) || ((data2.schemaExport === undefined) && (missing1 = "schemaExport"))) || ((data2.approvalResolve === undefined) && (missing1 = "approvalResolve"))){
validate64.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/$defs/ServerCapabilities/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key1 in data2){
if(!(((((key1 === "modelList") || (key1 === "threadLifecycle")) || (key1 === "notificationOptOut")) || (key1 === "schemaExport")) || (key1 === "approvalResolve"))){
validate64.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/$defs/ServerCapabilities/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data2.modelList !== undefined){
const _errs10 = errors;
if(typeof data2.modelList !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/capabilities/modelList",schemaPath:"#/$defs/ServerCapabilities/properties/modelList/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.threadLifecycle !== undefined){
const _errs12 = errors;
if(typeof data2.threadLifecycle !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/capabilities/threadLifecycle",schemaPath:"#/$defs/ServerCapabilities/properties/threadLifecycle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.notificationOptOut !== undefined){
const _errs14 = errors;
if(typeof data2.notificationOptOut !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/capabilities/notificationOptOut",schemaPath:"#/$defs/ServerCapabilities/properties/notificationOptOut/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.schemaExport !== undefined){
const _errs16 = errors;
if(typeof data2.schemaExport !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/capabilities/schemaExport",schemaPath:"#/$defs/ServerCapabilities/properties/schemaExport/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.approvalResolve !== undefined){
const _errs18 = errors;
if(typeof data2.approvalResolve !== "boolean"){
validate64.errors = [{instancePath:instancePath+"/capabilities/approvalResolve",schemaPath:"#/$defs/ServerCapabilities/properties/approvalResolve/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
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
}
else {
validate64.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/$defs/ServerCapabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadStartParams = validate65;
const schema84 = {"type":"object","properties":{"agentKey":{"type":"string"},"cwd":{"type":"string","description":"Working directory of the thread's tools, resolved against the server's."},"metadata":{"type":"object","additionalProperties":true}},"additionalProperties":true,"title":"ThreadStartParams"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agentKey !== undefined){
const _errs2 = errors;
if(typeof data.agentKey !== "string"){
validate65.errors = [{instancePath:instancePath+"/agentKey",schemaPath:"#/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
const _errs4 = errors;
if(typeof data.cwd !== "string"){
validate65.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data2 = data.metadata;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate65.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate65.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadStartResponse = validate66;
const schema85 = {"type":"object","properties":{"threadId":{"type":"string"},"agentKey":{"type":"string"},"cwd":{"type":["string","null"]},"status":{"$ref":"#/$defs/ThreadStatus"}},"required":["threadId","agentKey","cwd","status"],"additionalProperties":false,"description":"Exactly the seed's four keys; the reference's schema is closed (contract section 3). thread/read returns the whole AppThread.","title":"ThreadStartResponse"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.agentKey === undefined) && (missing0 = "agentKey"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.status === undefined) && (missing0 = "status"))){
validate66.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "threadId") || (key0 === "agentKey")) || (key0 === "cwd")) || (key0 === "status"))){
validate66.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate66.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentKey !== undefined){
const _errs4 = errors;
if(typeof data.agentKey !== "string"){
validate66.errors = [{instancePath:instancePath+"/agentKey",schemaPath:"#/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data2 = data.cwd;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate66.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema85.properties.cwd.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate66.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "idle") || (data3 === "running")) || (data3 === "archived")) || (data3 === "closed"))){
validate66.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
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
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadIdParams = validate67;
const schema87 = {"type":"object","properties":{"threadId":{"type":"string"}},"required":["threadId"],"additionalProperties":true,"title":"ThreadIdParams"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate67.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
else {
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadResumeParams = validate68;
const schema88 = {"type":"object","properties":{"threadId":{"type":"string"},"subscribe":{"type":"boolean","description":"Default true."}},"required":["threadId"],"additionalProperties":true,"title":"ThreadResumeParams"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate68.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscribe !== undefined){
const _errs4 = errors;
if(typeof data.subscribe !== "boolean"){
validate68.errors = [{instancePath:instancePath+"/subscribe",schemaPath:"#/properties/subscribe/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadReadParams = validate69;
const schema89 = {"type":"object","properties":{"threadId":{"type":"string"},"afterItemId":{"type":"string","description":"Only items after this one; an unknown id returns all items."}},"required":["threadId"],"additionalProperties":true,"title":"ThreadReadParams"};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate69.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.afterItemId !== undefined){
const _errs4 = errors;
if(typeof data.afterItemId !== "string"){
validate69.errors = [{instancePath:instancePath+"/afterItemId",schemaPath:"#/properties/afterItemId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadListParams = validate70;
const schema90 = {"type":"object","properties":{"includeArchived":{"type":"boolean"},"archived":{"type":"boolean"},"offset":{"type":"integer","minimum":0,"maximum":9007199254740991},"limit":{"type":"integer","minimum":0,"maximum":9007199254740991}},"additionalProperties":true,"title":"ThreadListParams","description":"offset and limit are safe integers (at most 2^53 - 1): a larger number is invalid params, not a store error."};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.includeArchived !== undefined){
const _errs2 = errors;
if(typeof data.includeArchived !== "boolean"){
validate70.errors = [{instancePath:instancePath+"/includeArchived",schemaPath:"#/properties/includeArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs4 = errors;
if(typeof data.archived !== "boolean"){
validate70.errors = [{instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.offset !== undefined){
let data2 = data.offset;
const _errs6 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate70.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs6){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate70.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data2 < 0 || isNaN(data2)){
validate70.errors = [{instancePath:instancePath+"/offset",schemaPath:"#/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.limit !== undefined){
let data3 = data.limit;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate70.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate70.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate70.errors = [{instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
}
}
}
}
else {
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadListResponse = validate71;
const schema91 = {"type":"object","properties":{"threads":{"type":"array","items":{"$ref":"#/$defs/AppThread"}}},"required":["threads"],"additionalProperties":false,"title":"ThreadListResponse"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threads === undefined) && (missing0 = "threads")){
validate71.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "threads")){
validate71.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threads !== undefined){
let data0 = data.threads;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate34(data0[i0], {instancePath:instancePath+"/threads/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate71.errors = [{instancePath:instancePath+"/threads",schemaPath:"#/properties/threads/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
}
else {
validate71.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadReadResponse = validate73;
const schema92 = {"type":"object","properties":{"thread":{"$ref":"#/$defs/AppThread"},"turns":{"type":"array","items":{"$ref":"#/$defs/AppTurn"}},"items":{"type":"array","items":{"$ref":"#/$defs/AppItem"}}},"required":["thread","turns","items"],"additionalProperties":false,"title":"ThreadReadResponse"};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.thread === undefined) && (missing0 = "thread")) || ((data.turns === undefined) && (missing0 = "turns"))) || ((data.items === undefined) && (missing0 = "items"))){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread") || (key0 === "turns")) || (key0 === "items"))){
validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
const _errs2 = errors;
if(!(validate34(data.thread, {instancePath:instancePath+"/thread",parentData:data,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turns !== undefined){
let data1 = data.turns;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate45(data1[i0], {instancePath:instancePath+"/turns/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data3 = data.items;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate47(data3[i1], {instancePath:instancePath+"/items/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadResumeResponse = validate77;
const schema93 = {"type":"object","properties":{"thread":{"$ref":"#/$defs/AppThread"},"turns":{"type":"array","items":{"$ref":"#/$defs/AppTurn"}},"items":{"type":"array","items":{"$ref":"#/$defs/AppItem"}}},"required":["thread","turns","items"],"additionalProperties":false,"title":"ThreadResumeResponse","description":"What thread/read returns, nothing more (contract section 3)."};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.thread === undefined) && (missing0 = "thread")) || ((data.turns === undefined) && (missing0 = "turns"))) || ((data.items === undefined) && (missing0 = "items"))){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "thread") || (key0 === "turns")) || (key0 === "items"))){
validate77.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.thread !== undefined){
const _errs2 = errors;
if(!(validate34(data.thread, {instancePath:instancePath+"/thread",parentData:data,parentDataProperty:"thread",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turns !== undefined){
let data1 = data.turns;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate45(data1[i0], {instancePath:instancePath+"/turns/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate77.errors = [{instancePath:instancePath+"/turns",schemaPath:"#/properties/turns/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data3 = data.items;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate47(data3[i1], {instancePath:instancePath+"/items/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
validate77.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate77.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadArchiveResponse = validate81;
const schema94 = {"type":"object","properties":{"threadId":{"type":"string"},"archived":{"type":"boolean"}},"required":["threadId","archived"],"additionalProperties":false,"title":"ThreadArchiveResponse"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.archived === undefined) && (missing0 = "archived"))){
validate81.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "threadId") || (key0 === "archived"))){
validate81.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate81.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs4 = errors;
if(typeof data.archived !== "boolean"){
validate81.errors = [{instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate81.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadUnsubscribeResponse = validate82;
const schema95 = {"type":"object","properties":{"threadId":{"type":"string"},"subscribed":{"type":"boolean"},"closed":{"type":"boolean"}},"required":["threadId","subscribed","closed"],"additionalProperties":false,"title":"ThreadUnsubscribeResponse"};

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.subscribed === undefined) && (missing0 = "subscribed"))) || ((data.closed === undefined) && (missing0 = "closed"))){
validate82.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "threadId") || (key0 === "subscribed")) || (key0 === "closed"))){
validate82.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate82.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subscribed !== undefined){
const _errs4 = errors;
if(typeof data.subscribed !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/subscribed",schemaPath:"#/properties/subscribed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.closed !== undefined){
const _errs6 = errors;
if(typeof data.closed !== "boolean"){
validate82.errors = [{instancePath:instancePath+"/closed",schemaPath:"#/properties/closed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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
validate82.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnStartParams = validate83;
const schema96 = {"type":"object","properties":{"threadId":{"type":"string"},"input":{"type":"array","items":{"$ref":"#/$defs/InputItem"}},"metadata":{"type":"object","additionalProperties":true,"description":"Overlaid on the thread's metadata for this turn's host calls."}},"required":["threadId"],"additionalProperties":true,"title":"TurnStartParams"};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate83.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate83.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data1 = data.input;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate83.errors = [{instancePath:instancePath+"/input/" + i0,schemaPath:"#/$defs/InputItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
else {
validate83.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data3 = data.metadata;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate83.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
else {
validate83.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnStartResponse = validate84;
const schema98 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"status":{"$ref":"#/$defs/TurnStatus"}},"required":["threadId","turnId","status"],"additionalProperties":false,"title":"TurnStartResponse"};

function validate84(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate84.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate84.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "threadId") || (key0 === "turnId")) || (key0 === "status"))){
validate84.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate84.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate84.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data2 = data.status;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate84.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data2 === "running") || (data2 === "completed")) || (data2 === "failed")) || (data2 === "interrupted"))){
validate84.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
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
validate84.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate84.errors = vErrors;
return errors === 0;
}
validate84.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnSteerParams = validate85;
const schema100 = {"type":"object","properties":{"threadId":{"type":"string"},"expectedTurnId":{"type":"string","description":"Empty or absent skips the guard."},"input":{"type":"array","items":{"$ref":"#/$defs/InputItem"}}},"required":["threadId","input"],"additionalProperties":true,"title":"TurnSteerParams"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.input === undefined) && (missing0 = "input"))){
validate85.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate85.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expectedTurnId !== undefined){
const _errs4 = errors;
if(typeof data.expectedTurnId !== "string"){
validate85.errors = [{instancePath:instancePath+"/expectedTurnId",schemaPath:"#/properties/expectedTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data2 = data.input;
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
}
else {
validate85.errors = [{instancePath:instancePath+"/input/" + i0,schemaPath:"#/$defs/InputItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate85.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate85.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnFollowUpParams = validate86;
const schema102 = {"type":"object","properties":{"threadId":{"type":"string"},"expectedTurnId":{"type":"string","description":"Empty or absent skips the guard."},"input":{"type":"array","items":{"$ref":"#/$defs/InputItem"}}},"required":["threadId","input"],"additionalProperties":true,"title":"TurnFollowUpParams"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.input === undefined) && (missing0 = "input"))){
validate86.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate86.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expectedTurnId !== undefined){
const _errs4 = errors;
if(typeof data.expectedTurnId !== "string"){
validate86.errors = [{instancePath:instancePath+"/expectedTurnId",schemaPath:"#/properties/expectedTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data2 = data.input;
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
}
else {
validate86.errors = [{instancePath:instancePath+"/input/" + i0,schemaPath:"#/$defs/InputItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate86.errors = [{instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate86.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnQueueResponse = validate87;
const schema104 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"queued":{"type":"boolean"}},"required":["threadId","turnId","queued"],"additionalProperties":false,"title":"TurnQueueResponse"};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.queued === undefined) && (missing0 = "queued"))){
validate87.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "threadId") || (key0 === "turnId")) || (key0 === "queued"))){
validate87.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate87.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate87.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.queued !== undefined){
const _errs6 = errors;
if(typeof data.queued !== "boolean"){
validate87.errors = [{instancePath:instancePath+"/queued",schemaPath:"#/properties/queued/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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
validate87.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnInterruptParams = validate88;
const schema105 = {"type":"object","properties":{"threadId":{"type":"string"},"expectedTurnId":{"type":"string"},"reason":{"type":"string"}},"required":["threadId"],"additionalProperties":true,"title":"TurnInterruptParams"};

function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate88.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate88.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expectedTurnId !== undefined){
const _errs4 = errors;
if(typeof data.expectedTurnId !== "string"){
validate88.errors = [{instancePath:instancePath+"/expectedTurnId",schemaPath:"#/properties/expectedTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs6 = errors;
if(typeof data.reason !== "string"){
validate88.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnInterruptResponse = validate89;
const schema106 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"cancelled":{"type":"boolean"}},"required":["threadId","turnId","cancelled"],"additionalProperties":false,"title":"TurnInterruptResponse"};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.cancelled === undefined) && (missing0 = "cancelled"))){
validate89.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "threadId") || (key0 === "turnId")) || (key0 === "cancelled"))){
validate89.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate89.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate89.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cancelled !== undefined){
const _errs6 = errors;
if(typeof data.cancelled !== "boolean"){
validate89.errors = [{instancePath:instancePath+"/cancelled",schemaPath:"#/properties/cancelled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
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
validate89.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApprovalResolveParams = validate90;
const schema107 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"requestId":{"type":"string"},"decision":{"$ref":"#/$defs/ApprovalDecision"},"reason":{"type":"string"},"metadata":{"type":"object","additionalProperties":true}},"required":["threadId","turnId","requestId","decision"],"additionalProperties":true,"title":"ApprovalResolveParams"};

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.requestId === undefined) && (missing0 = "requestId"))) || ((data.decision === undefined) && (missing0 = "decision"))){
validate90.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate90.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate90.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestId !== undefined){
const _errs6 = errors;
if(typeof data.requestId !== "string"){
validate90.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data3 = data.decision;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate90.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/$defs/ApprovalDecision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "allow") || (data3 === "allow_session")) || (data3 === "deny")) || (data3 === "timeout"))){
validate90.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/$defs/ApprovalDecision/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs11 = errors;
if(typeof data.reason !== "string"){
validate90.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data5 = data.metadata;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate90.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
validate90.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApprovalResolveResponse = validate91;
const schema109 = {"type":"object","properties":{},"additionalProperties":false,"title":"ApprovalResolveResponse","description":"An empty object, as the reference's (contract section 3); the outcome is announced by approval/resolved."};

function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
validate91.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
else {
validate91.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelListParams = validate92;
const schema110 = {"type":"object","properties":{"agentKey":{"type":"string"},"provider":{"type":"string"}},"additionalProperties":true,"title":"ModelListParams"};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.agentKey !== undefined){
const _errs2 = errors;
if(typeof data.agentKey !== "string"){
validate92.errors = [{instancePath:instancePath+"/agentKey",schemaPath:"#/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.provider !== undefined){
const _errs4 = errors;
if(typeof data.provider !== "string"){
validate92.errors = [{instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate92.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateModelListResponse = validate93;
const schema111 = {"type":"object","properties":{"models":{"type":"array","items":{"$ref":"#/$defs/ModelSummary"}}},"required":["models"],"additionalProperties":false,"title":"ModelListResponse"};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.models === undefined) && (missing0 = "models")){
validate93.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "models")){
validate93.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.models !== undefined){
let data0 = data.models;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.id === undefined) && (missing1 = "id")) || ((data1.supportsTools === undefined) && (missing1 = "supportsTools"))){
validate93.errors = [{instancePath:instancePath+"/models/" + i0,schemaPath:"#/$defs/ModelSummary/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs7 = errors;
for(const key1 in data1){
if(!((((((key1 === "id") || (key1 === "provider")) || (key1 === "displayName")) || (key1 === "contextLength")) || (key1 === "supportsTools")) || (key1 === "metadata"))){
validate93.errors = [{instancePath:instancePath+"/models/" + i0,schemaPath:"#/$defs/ModelSummary/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs7 === errors){
if(data1.id !== undefined){
const _errs8 = errors;
if(typeof data1.id !== "string"){
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/id",schemaPath:"#/$defs/ModelSummary/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.provider !== undefined){
const _errs10 = errors;
if(typeof data1.provider !== "string"){
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/provider",schemaPath:"#/$defs/ModelSummary/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.displayName !== undefined){
const _errs12 = errors;
if(typeof data1.displayName !== "string"){
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/displayName",schemaPath:"#/$defs/ModelSummary/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.contextLength !== undefined){
let data5 = data1.contextLength;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/contextLength",schemaPath:"#/$defs/ModelSummary/properties/contextLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/contextLength",schemaPath:"#/$defs/ModelSummary/properties/contextLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.supportsTools !== undefined){
const _errs16 = errors;
if(typeof data1.supportsTools !== "boolean"){
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/supportsTools",schemaPath:"#/$defs/ModelSummary/properties/supportsTools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.metadata !== undefined){
let data7 = data1.metadata;
const _errs18 = errors;
if(errors === _errs18){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
}
else {
validate93.errors = [{instancePath:instancePath+"/models/" + i0+"/metadata",schemaPath:"#/$defs/ModelSummary/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
}
else {
validate93.errors = [{instancePath:instancePath+"/models/" + i0,schemaPath:"#/$defs/ModelSummary/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate93.errors = [{instancePath:instancePath+"/models",schemaPath:"#/properties/models/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
}
else {
validate93.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSchemaExportParams = validate94;
const schema113 = {"type":"object","maxProperties":0,"description":"Only absent, null or {} are accepted.","title":"SchemaExportParams"};

function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 0){
validate94.errors = [{instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"}];
return false;
}
}
else {
validate94.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateSchemaExportResponse = validate95;
const schema114 = {"type":"object","properties":{"jsonSchema":{"type":"object","additionalProperties":{"type":"string"},"description":"Exported type name -> its JSON Schema as JSON text (what `app-server schema` writes to json/<Name>.json)."},"typescript":{"type":"object","additionalProperties":{"type":"string"},"description":"File name -> TypeScript source."}},"required":["jsonSchema","typescript"],"additionalProperties":false,"title":"SchemaExportResponse"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.jsonSchema === undefined) && (missing0 = "jsonSchema")) || ((data.typescript === undefined) && (missing0 = "typescript"))){
validate95.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "jsonSchema") || (key0 === "typescript"))){
validate95.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.jsonSchema !== undefined){
let data0 = data.jsonSchema;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs5 = errors;
if(typeof data0[key1] !== "string"){
validate95.errors = [{instancePath:instancePath+"/jsonSchema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/jsonSchema/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/jsonSchema",schemaPath:"#/properties/jsonSchema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.typescript !== undefined){
let data2 = data.typescript;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
const _errs10 = errors;
if(typeof data2[key2] !== "string"){
validate95.errors = [{instancePath:instancePath+"/typescript/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/typescript/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
if(!valid2){
break;
}
}
}
else {
validate95.errors = [{instancePath:instancePath+"/typescript",schemaPath:"#/properties/typescript/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
else {
validate95.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadStartedParams = validate96;
const schema115 = {"type":"object","properties":{"threadId":{"type":"string"},"agentKey":{"type":"string"},"cwd":{"type":["string","null"]},"status":{"$ref":"#/$defs/ThreadStatus"}},"required":["threadId","agentKey","cwd","status"],"additionalProperties":false,"description":"Equal to the thread/start result.","title":"ThreadStartedParams"};

function validate96(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate96.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.agentKey === undefined) && (missing0 = "agentKey"))) || ((data.cwd === undefined) && (missing0 = "cwd"))) || ((data.status === undefined) && (missing0 = "status"))){
validate96.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "threadId") || (key0 === "agentKey")) || (key0 === "cwd")) || (key0 === "status"))){
validate96.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate96.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.agentKey !== undefined){
const _errs4 = errors;
if(typeof data.agentKey !== "string"){
validate96.errors = [{instancePath:instancePath+"/agentKey",schemaPath:"#/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cwd !== undefined){
let data2 = data.cwd;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate96.errors = [{instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: schema115.properties.cwd.type},message:"must be string,null"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate96.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "idle") || (data3 === "running")) || (data3 === "archived")) || (data3 === "closed"))){
validate96.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
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
validate96.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate96.errors = vErrors;
return errors === 0;
}
validate96.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadStatusChangedParams = validate97;
const schema117 = {"type":"object","properties":{"threadId":{"type":"string"},"status":{"$ref":"#/$defs/ThreadStatus"}},"required":["threadId","status"],"additionalProperties":false,"title":"ThreadStatusChangedParams"};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.status === undefined) && (missing0 = "status"))){
validate97.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "threadId") || (key0 === "status"))){
validate97.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate97.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data1 = data.status;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate97.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data1 === "idle") || (data1 === "running")) || (data1 === "archived")) || (data1 === "closed"))){
validate97.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ThreadStatus/enum",keyword:"enum",params:{allowedValues: schema44.enum},message:"must be equal to one of the allowed values"}];
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
validate97.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadArchivedParams = validate98;
const schema119 = {"type":"object","properties":{"threadId":{"type":"string"},"archived":{"type":"boolean"}},"required":["threadId","archived"],"additionalProperties":false,"title":"ThreadArchivedParams"};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.archived === undefined) && (missing0 = "archived"))){
validate98.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "threadId") || (key0 === "archived"))){
validate98.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate98.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archived !== undefined){
const _errs4 = errors;
if(typeof data.archived !== "boolean"){
validate98.errors = [{instancePath:instancePath+"/archived",schemaPath:"#/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate98.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateThreadClosedParams = validate99;
const schema120 = {"type":"object","properties":{"threadId":{"type":"string"}},"required":["threadId"],"additionalProperties":false,"title":"ThreadClosedParams"};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threadId === undefined) && (missing0 = "threadId")){
validate99.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "threadId")){
validate99.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
if(typeof data.threadId !== "string"){
validate99.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnStartedParams = validate100;
const schema121 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"runId":{"type":"string"},"status":{"$ref":"#/$defs/TurnStatus"}},"required":["threadId","turnId"],"additionalProperties":false,"title":"TurnStartedParams"};

function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))){
validate100.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "threadId") || (key0 === "turnId")) || (key0 === "runId")) || (key0 === "status"))){
validate100.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate100.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate100.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
const _errs6 = errors;
if(typeof data.runId !== "string"){
validate100.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate100.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "running") || (data3 === "completed")) || (data3 === "failed")) || (data3 === "interrupted"))){
validate100.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
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
validate100.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTurnCompletedParams = validate101;
const schema123 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"runId":{"type":"string"},"status":{"$ref":"#/$defs/TurnStatus"},"finalOutput":{"type":"string"},"completionReason":{"$ref":"#/$defs/CompletionReason"},"completionToolName":{"type":"string"},"partialOutput":{"type":"string"},"error":{"type":"string"},"tokenUsage":{"$ref":"#/$defs/TaskTokenUsage"},"budgetUsage":{"type":"object","additionalProperties":true},"budgetExhaustion":{"type":"object","additionalProperties":true}},"required":["threadId","turnId","status"],"additionalProperties":false,"description":"Absent optional fields are omitted, never null; runId is present whenever the runner started.","title":"TurnCompletedParams"};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate101.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema123.properties, key0))){
validate101.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate101.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate101.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runId !== undefined){
const _errs6 = errors;
if(typeof data.runId !== "string"){
validate101.errors = [{instancePath:instancePath+"/runId",schemaPath:"#/properties/runId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data3 = data.status;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate101.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "running") || (data3 === "completed")) || (data3 === "failed")) || (data3 === "interrupted"))){
validate101.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/TurnStatus/enum",keyword:"enum",params:{allowedValues: schema45.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.finalOutput !== undefined){
const _errs11 = errors;
if(typeof data.finalOutput !== "string"){
validate101.errors = [{instancePath:instancePath+"/finalOutput",schemaPath:"#/properties/finalOutput/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completionReason !== undefined){
let data5 = data.completionReason;
const _errs13 = errors;
if(typeof data5 !== "string"){
validate101.errors = [{instancePath:instancePath+"/completionReason",schemaPath:"#/$defs/CompletionReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((data5 === "tool_finish") || (data5 === "no_tool_finish")) || (data5 === "wait_user")) || (data5 === "max_cycles")) || (data5 === "cancelled")) || (data5 === "failed")) || (data5 === "budget_exhausted"))){
validate101.errors = [{instancePath:instancePath+"/completionReason",schemaPath:"#/$defs/CompletionReason/enum",keyword:"enum",params:{allowedValues: schema46.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.completionToolName !== undefined){
const _errs16 = errors;
if(typeof data.completionToolName !== "string"){
validate101.errors = [{instancePath:instancePath+"/completionToolName",schemaPath:"#/properties/completionToolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.partialOutput !== undefined){
const _errs18 = errors;
if(typeof data.partialOutput !== "string"){
validate101.errors = [{instancePath:instancePath+"/partialOutput",schemaPath:"#/properties/partialOutput/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.error !== undefined){
const _errs20 = errors;
if(typeof data.error !== "string"){
validate101.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tokenUsage !== undefined){
const _errs22 = errors;
if(!(validate36(data.tokenUsage, {instancePath:instancePath+"/tokenUsage",parentData:data,parentDataProperty:"tokenUsage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.budgetUsage !== undefined){
let data10 = data.budgetUsage;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
validate101.errors = [{instancePath:instancePath+"/budgetUsage",schemaPath:"#/properties/budgetUsage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.budgetExhaustion !== undefined){
let data11 = data.budgetExhaustion;
const _errs26 = errors;
if(errors === _errs26){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
}
else {
validate101.errors = [{instancePath:instancePath+"/budgetExhaustion",schemaPath:"#/properties/budgetExhaustion/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs26 === errors;
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
}
else {
validate101.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAgentMessageDeltaParams = validate103;
const schema126 = {"type":"object","properties":{"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"},"type":{"$ref":"#/$defs/ItemType"},"status":{"$ref":"#/$defs/ItemStatus"},"payload":{"type":"object","additionalProperties":true,"description":"camelCase keys; see AgentMessagePayload and ToolCallPayload."},"createdAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"updatedAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"delta":{"type":"string","description":"The new text chunk (also in payload.text)."}},"required":["itemId","threadId","turnId","type","status","payload","createdAt","updatedAt","delta"],"additionalProperties":false,"title":"AgentMessageDeltaParams"};

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate103.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema126.properties, key0))){
validate103.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.itemId !== undefined){
const _errs2 = errors;
if(typeof data.itemId !== "string"){
validate103.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate103.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs6 = errors;
if(typeof data.turnId !== "string"){
validate103.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate103.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "userMessage") || (data3 === "agentMessage")) || (data3 === "toolCall")) || (data3 === "approval")) || (data3 === "error"))){
validate103.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/ItemType/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate103.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ItemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "inProgress") || (data4 === "completed")) || (data4 === "failed"))){
validate103.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ItemStatus/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data5 = data.payload;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate103.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data6 = data.createdAt;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate103.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data7 = data.updatedAt;
const _errs19 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate103.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delta !== undefined){
const _errs21 = errors;
if(typeof data.delta !== "string"){
validate103.errors = [{instancePath:instancePath+"/delta",schemaPath:"#/properties/delta/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
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
else {
validate103.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateToolCallDeltaParams = validate104;
const schema129 = {"type":"object","properties":{"itemId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"},"type":{"$ref":"#/$defs/ItemType"},"status":{"$ref":"#/$defs/ItemStatus"},"payload":{"type":"object","additionalProperties":true,"description":"camelCase keys; see AgentMessagePayload and ToolCallPayload."},"createdAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"updatedAt":{"type":"integer","description":"Milliseconds since the Unix epoch."},"delta":{"description":"What changed in the tool call (arguments or progress)."}},"required":["itemId","threadId","turnId","type","status","payload","createdAt","updatedAt","delta"],"additionalProperties":false,"title":"ToolCallDeltaParams"};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.itemId === undefined) && (missing0 = "itemId")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.type === undefined) && (missing0 = "type"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.delta === undefined) && (missing0 = "delta"))){
validate104.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema129.properties, key0))){
validate104.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.itemId !== undefined){
const _errs2 = errors;
if(typeof data.itemId !== "string"){
validate104.errors = [{instancePath:instancePath+"/itemId",schemaPath:"#/properties/itemId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate104.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs6 = errors;
if(typeof data.turnId !== "string"){
validate104.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate104.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/ItemType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "userMessage") || (data3 === "agentMessage")) || (data3 === "toolCall")) || (data3 === "approval")) || (data3 === "error"))){
validate104.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/ItemType/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data4 = data.status;
const _errs11 = errors;
if(typeof data4 !== "string"){
validate104.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ItemStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "inProgress") || (data4 === "completed")) || (data4 === "failed"))){
validate104.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/ItemStatus/enum",keyword:"enum",params:{allowedValues: schema48.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
let data5 = data.payload;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate104.errors = [{instancePath:instancePath+"/payload",schemaPath:"#/properties/payload/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data6 = data.createdAt;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate104.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data7 = data.updatedAt;
const _errs19 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate104.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
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
else {
validate104.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApprovalRequestParams = validate105;
const schema132 = {"type":"object","properties":{"requestId":{"type":"string"},"threadId":{"type":"string"},"turnId":{"type":"string"},"toolCallId":{"type":"string"},"toolName":{"type":"string"},"preview":{"type":"string"},"arguments":{"type":"object","additionalProperties":true}},"required":["requestId","threadId","turnId","toolCallId","toolName","preview","arguments"],"additionalProperties":false,"title":"ApprovalRequestParams"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.requestId === undefined) && (missing0 = "requestId")) || ((data.threadId === undefined) && (missing0 = "threadId"))) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.toolCallId === undefined) && (missing0 = "toolCallId"))) || ((data.toolName === undefined) && (missing0 = "toolName"))) || ((data.preview === undefined) && (missing0 = "preview"))) || ((data.arguments === undefined) && (missing0 = "arguments"))){
validate105.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "requestId") || (key0 === "threadId")) || (key0 === "turnId")) || (key0 === "toolCallId")) || (key0 === "toolName")) || (key0 === "preview")) || (key0 === "arguments"))){
validate105.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.requestId !== undefined){
const _errs2 = errors;
if(typeof data.requestId !== "string"){
validate105.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs4 = errors;
if(typeof data.threadId !== "string"){
validate105.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs6 = errors;
if(typeof data.turnId !== "string"){
validate105.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolCallId !== undefined){
const _errs8 = errors;
if(typeof data.toolCallId !== "string"){
validate105.errors = [{instancePath:instancePath+"/toolCallId",schemaPath:"#/properties/toolCallId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.toolName !== undefined){
const _errs10 = errors;
if(typeof data.toolName !== "string"){
validate105.errors = [{instancePath:instancePath+"/toolName",schemaPath:"#/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.preview !== undefined){
const _errs12 = errors;
if(typeof data.preview !== "string"){
validate105.errors = [{instancePath:instancePath+"/preview",schemaPath:"#/properties/preview/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.arguments !== undefined){
let data6 = data.arguments;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
}
else {
validate105.errors = [{instancePath:instancePath+"/arguments",schemaPath:"#/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
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
validate105.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApprovalResolvedParams = validate106;
const schema133 = {"type":"object","properties":{"threadId":{"type":"string"},"turnId":{"type":"string"},"requestId":{"type":"string"},"decision":{"$ref":"#/$defs/ApprovalDecision"},"reason":{"type":"string"},"metadata":{"type":"object","additionalProperties":true}},"required":["threadId","turnId","requestId","decision"],"additionalProperties":false,"title":"ApprovalResolvedParams"};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.threadId === undefined) && (missing0 = "threadId")) || ((data.turnId === undefined) && (missing0 = "turnId"))) || ((data.requestId === undefined) && (missing0 = "requestId"))) || ((data.decision === undefined) && (missing0 = "decision"))){
validate106.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "threadId") || (key0 === "turnId")) || (key0 === "requestId")) || (key0 === "decision")) || (key0 === "reason")) || (key0 === "metadata"))){
validate106.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.threadId !== undefined){
const _errs2 = errors;
if(typeof data.threadId !== "string"){
validate106.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.turnId !== undefined){
const _errs4 = errors;
if(typeof data.turnId !== "string"){
validate106.errors = [{instancePath:instancePath+"/turnId",schemaPath:"#/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestId !== undefined){
const _errs6 = errors;
if(typeof data.requestId !== "string"){
validate106.errors = [{instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data3 = data.decision;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate106.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/$defs/ApprovalDecision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "allow") || (data3 === "allow_session")) || (data3 === "deny")) || (data3 === "timeout"))){
validate106.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/$defs/ApprovalDecision/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs11 = errors;
if(typeof data.reason !== "string"){
validate106.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data5 = data.metadata;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
}
else {
validate106.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
validate106.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateWarningParams = validate107;
const schema135 = {"type":"object","properties":{"message":{"type":"string"},"code":{"type":"string"}},"required":["message"],"additionalProperties":false,"title":"WarningParams"};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.message === undefined) && (missing0 = "message")){
validate107.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "message") || (key0 === "code"))){
validate107.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message !== undefined){
const _errs2 = errors;
if(typeof data.message !== "string"){
validate107.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
const _errs4 = errors;
if(typeof data.code !== "string"){
validate107.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApprovalResponse = validate108;
const schema136 = {"type":"object","properties":{"decision":{"$ref":"#/$defs/ApprovalDecision"},"reason":{"type":"string"},"metadata":{"type":"object","additionalProperties":true}},"required":["decision"],"additionalProperties":true,"description":"The client's reply to approval/request. Another decision, or none, counts as deny.","title":"ApprovalResponse"};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.decision === undefined) && (missing0 = "decision")){
validate108.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.decision !== undefined){
let data0 = data.decision;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate108.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/$defs/ApprovalDecision/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data0 === "allow") || (data0 === "allow_session")) || (data0 === "deny")) || (data0 === "timeout"))){
validate108.errors = [{instancePath:instancePath+"/decision",schemaPath:"#/$defs/ApprovalDecision/enum",keyword:"enum",params:{allowedValues: schema49.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
const _errs5 = errors;
if(typeof data.reason !== "string"){
validate108.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data2 = data.metadata;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate108.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
else {
validate108.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCacheStatus = validate109;

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "provider_reported") || (data === "accounting_missing")) || (data === "unsupported"))){
validate109.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema57.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateClientNotification = validate110;
const schema139 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://vv-agent.dev/schemas/app-server/ClientNotification.json","title":"ClientNotification","description":"Notifications a client sends.","oneOf":[{"type":"object","title":"initialized","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"initialized"}},"required":["method"],"additionalProperties":false}]};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://vv-agent.dev/schemas/app-server/ClientNotification.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
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
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.method === undefined) && (missing0 = "method")){
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
const _errs3 = errors;
for(const key0 in data){
if(!((key0 === "jsonrpc") || (key0 === "method"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
if(_errs3 === errors){
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("2.0" !== data0){
const err3 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.method !== undefined){
let data1 = data.method;
const _errs7 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("initialized" !== data1){
const err5 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/const",keyword:"const",params:{allowedValue: "initialized"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
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
const err6 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
if(!valid0){
const err7 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate110.errors = vErrors;
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
validate110.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate110.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateClientRequest = validate111;
const schema141 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://vv-agent.dev/schemas/app-server/ClientRequest.json","title":"ClientRequest","description":"Requests a client sends, discriminated on method. Each branch is the one declaration of its method: params, whether params are required, and the result type (x-vv-result).","oneOf":[{"type":"object","title":"initialize","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"initialize"},"params":{"$ref":"definitions.json#/$defs/InitializeParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/InitializeResponse"}},{"type":"object","title":"thread/start","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"thread/start"},"params":{"$ref":"definitions.json#/$defs/ThreadStartParams"}},"required":["id","method"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ThreadStartResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"thread/resume","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"thread/resume"},"params":{"$ref":"definitions.json#/$defs/ThreadResumeParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ThreadResumeResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"thread/read","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"thread/read"},"params":{"$ref":"definitions.json#/$defs/ThreadReadParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ThreadReadResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"thread/list","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"thread/list"},"params":{"$ref":"definitions.json#/$defs/ThreadListParams"}},"required":["id","method"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ThreadListResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"thread/archive","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"thread/archive"},"params":{"$ref":"definitions.json#/$defs/ThreadIdParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ThreadArchiveResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"thread/unsubscribe","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"thread/unsubscribe"},"params":{"$ref":"definitions.json#/$defs/ThreadIdParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ThreadUnsubscribeResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"turn/start","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"turn/start"},"params":{"$ref":"definitions.json#/$defs/TurnStartParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/TurnStartResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"turn/steer","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"turn/steer"},"params":{"$ref":"definitions.json#/$defs/TurnSteerParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/TurnQueueResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"turn/followUp","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"turn/followUp"},"params":{"$ref":"definitions.json#/$defs/TurnFollowUpParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/TurnQueueResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"turn/interrupt","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"turn/interrupt"},"params":{"$ref":"definitions.json#/$defs/TurnInterruptParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/TurnInterruptResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"approval/resolve","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"approval/resolve"},"params":{"$ref":"definitions.json#/$defs/ApprovalResolveParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ApprovalResolveResponse"},"x-vv-requires-runtime":true},{"type":"object","title":"model/list","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"model/list"},"params":{"$ref":"definitions.json#/$defs/ModelListParams"}},"required":["id","method"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ModelListResponse"}},{"type":"object","title":"schema/export","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"schema/export"},"params":{"oneOf":[{"$ref":"definitions.json#/$defs/SchemaExportParams"},{"type":"null"}]}},"required":["id","method"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/SchemaExportResponse"}}]};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://vv-agent.dev/schemas/app-server/ClientRequest.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
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
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.method === undefined) && (missing0 = "method"))) || ((data.params === undefined) && (missing0 = "params"))){
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
const _errs4 = errors;
for(const key0 in data){
if(!((((key0 === "jsonrpc") || (key0 === "id")) || (key0 === "method")) || (key0 === "params"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("2.0" !== data0){
const err3 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data1 = data.id;
const _errs8 = errors;
const _errs10 = errors;
let valid4 = false;
let passing1 = null;
const _errs11 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs11 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs13 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs13 === errors;
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.method !== undefined){
let data2 = data.method;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("initialize" !== data2){
const err8 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/const",keyword:"const",params:{allowedValue: "initialize"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.params !== undefined){
const _errs17 = errors;
if(!(validate63(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
const _errs18 = errors;
if(errors === _errs18){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.id === undefined) && (missing1 = "id")) || ((data.method === undefined) && (missing1 = "method"))){
const err10 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
const _errs22 = errors;
for(const key1 in data){
if(!((((key1 === "jsonrpc") || (key1 === "id")) || (key1 === "method")) || (key1 === "params"))){
const err11 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
break;
}
}
if(_errs22 === errors){
if(data.jsonrpc !== undefined){
let data4 = data.jsonrpc;
const _errs23 = errors;
if(typeof data4 !== "string"){
const err12 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if("2.0" !== data4){
const err13 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.id !== undefined){
let data5 = data.id;
const _errs26 = errors;
const _errs28 = errors;
let valid8 = false;
let passing2 = null;
const _errs29 = errors;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs29 === errors;
if(_valid2){
valid8 = true;
passing2 = 0;
}
const _errs31 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err15 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid2 = _errs31 === errors;
if(_valid2 && valid8){
valid8 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid8 = true;
passing2 = 1;
}
}
if(!valid8){
const err16 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.method !== undefined){
let data6 = data.method;
const _errs33 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/1/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if("thread/start" !== data6){
const err18 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/1/properties/method/const",keyword:"const",params:{allowedValue: "thread/start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid5 = _errs33 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.params !== undefined){
let data7 = data.params;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.agentKey !== undefined){
const _errs39 = errors;
if(typeof data7.agentKey !== "string"){
const err19 = {instancePath:instancePath+"/params/agentKey",schemaPath:"definitions.json#/$defs/ThreadStartParams/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid10 = _errs39 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data7.cwd !== undefined){
const _errs41 = errors;
if(typeof data7.cwd !== "string"){
const err20 = {instancePath:instancePath+"/params/cwd",schemaPath:"definitions.json#/$defs/ThreadStartParams/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid10 = _errs41 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data7.metadata !== undefined){
let data10 = data7.metadata;
const _errs43 = errors;
if(errors === _errs43){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err21 = {instancePath:instancePath+"/params/metadata",schemaPath:"definitions.json#/$defs/ThreadStartParams/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var valid10 = _errs43 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadStartParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid5 = _errs35 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
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
const _errs46 = errors;
if(errors === _errs46){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((data.id === undefined) && (missing2 = "id")) || ((data.method === undefined) && (missing2 = "method"))) || ((data.params === undefined) && (missing2 = "params"))){
const err24 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
const _errs50 = errors;
for(const key2 in data){
if(!((((key2 === "jsonrpc") || (key2 === "id")) || (key2 === "method")) || (key2 === "params"))){
const err25 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
break;
}
}
if(_errs50 === errors){
if(data.jsonrpc !== undefined){
let data11 = data.jsonrpc;
const _errs51 = errors;
if(typeof data11 !== "string"){
const err26 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("2.0" !== data11){
const err27 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid11 = _errs51 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.id !== undefined){
let data12 = data.id;
const _errs54 = errors;
const _errs56 = errors;
let valid14 = false;
let passing3 = null;
const _errs57 = errors;
if(typeof data12 !== "string"){
const err28 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs57 === errors;
if(_valid3){
valid14 = true;
passing3 = 0;
}
const _errs59 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err29 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs59 === errors;
if(_valid3 && valid14){
valid14 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid14 = true;
passing3 = 1;
}
}
if(!valid14){
const err30 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
var valid11 = _errs54 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.method !== undefined){
let data13 = data.method;
const _errs61 = errors;
if(typeof data13 !== "string"){
const err31 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/2/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("thread/resume" !== data13){
const err32 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/2/properties/method/const",keyword:"const",params:{allowedValue: "thread/resume"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid11 = _errs61 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.params !== undefined){
let data14 = data.params;
const _errs63 = errors;
const _errs64 = errors;
if(errors === _errs64){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing3;
if((data14.threadId === undefined) && (missing3 = "threadId")){
const err33 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadResumeParams/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
if(data14.threadId !== undefined){
const _errs67 = errors;
if(typeof data14.threadId !== "string"){
const err34 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ThreadResumeParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var valid16 = _errs67 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data14.subscribe !== undefined){
const _errs69 = errors;
if(typeof data14.subscribe !== "boolean"){
const err35 = {instancePath:instancePath+"/params/subscribe",schemaPath:"definitions.json#/$defs/ThreadResumeParams/properties/subscribe/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid16 = _errs69 === errors;
}
else {
var valid16 = true;
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadResumeParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid11 = _errs63 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var _valid0 = _errs46 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs71 = errors;
if(errors === _errs71){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((((data.id === undefined) && (missing4 = "id")) || ((data.method === undefined) && (missing4 = "method"))) || ((data.params === undefined) && (missing4 = "params"))){
const err38 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
else {
const _errs75 = errors;
for(const key3 in data){
if(!((((key3 === "jsonrpc") || (key3 === "id")) || (key3 === "method")) || (key3 === "params"))){
const err39 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
break;
}
}
if(_errs75 === errors){
if(data.jsonrpc !== undefined){
let data17 = data.jsonrpc;
const _errs76 = errors;
if(typeof data17 !== "string"){
const err40 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if("2.0" !== data17){
const err41 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var valid17 = _errs76 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data.id !== undefined){
let data18 = data.id;
const _errs79 = errors;
const _errs81 = errors;
let valid20 = false;
let passing4 = null;
const _errs82 = errors;
if(typeof data18 !== "string"){
const err42 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid4 = _errs82 === errors;
if(_valid4){
valid20 = true;
passing4 = 0;
}
const _errs84 = errors;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err43 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid4 = _errs84 === errors;
if(_valid4 && valid20){
valid20 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid20 = true;
passing4 = 1;
}
}
if(!valid20){
const err44 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs81;
if(vErrors !== null){
if(_errs81){
vErrors.length = _errs81;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs79 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data.method !== undefined){
let data19 = data.method;
const _errs86 = errors;
if(typeof data19 !== "string"){
const err45 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/3/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if("thread/read" !== data19){
const err46 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/3/properties/method/const",keyword:"const",params:{allowedValue: "thread/read"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid17 = _errs86 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data.params !== undefined){
let data20 = data.params;
const _errs88 = errors;
const _errs89 = errors;
if(errors === _errs89){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing5;
if((data20.threadId === undefined) && (missing5 = "threadId")){
const err47 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadReadParams/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
if(data20.threadId !== undefined){
const _errs92 = errors;
if(typeof data20.threadId !== "string"){
const err48 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ThreadReadParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var valid22 = _errs92 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data20.afterItemId !== undefined){
const _errs94 = errors;
if(typeof data20.afterItemId !== "string"){
const err49 = {instancePath:instancePath+"/params/afterItemId",schemaPath:"definitions.json#/$defs/ThreadReadParams/properties/afterItemId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid22 = _errs94 === errors;
}
else {
var valid22 = true;
}
}
}
}
else {
const err50 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadReadParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var valid17 = _errs88 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var _valid0 = _errs71 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs96 = errors;
if(errors === _errs96){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((data.id === undefined) && (missing6 = "id")) || ((data.method === undefined) && (missing6 = "method"))){
const err52 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
const _errs100 = errors;
for(const key4 in data){
if(!((((key4 === "jsonrpc") || (key4 === "id")) || (key4 === "method")) || (key4 === "params"))){
const err53 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
break;
}
}
if(_errs100 === errors){
if(data.jsonrpc !== undefined){
let data23 = data.jsonrpc;
const _errs101 = errors;
if(typeof data23 !== "string"){
const err54 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("2.0" !== data23){
const err55 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var valid23 = _errs101 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.id !== undefined){
let data24 = data.id;
const _errs104 = errors;
const _errs106 = errors;
let valid26 = false;
let passing5 = null;
const _errs107 = errors;
if(typeof data24 !== "string"){
const err56 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid5 = _errs107 === errors;
if(_valid5){
valid26 = true;
passing5 = 0;
}
const _errs109 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err57 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid5 = _errs109 === errors;
if(_valid5 && valid26){
valid26 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid26 = true;
passing5 = 1;
}
}
if(!valid26){
const err58 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing5},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs104 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.method !== undefined){
let data25 = data.method;
const _errs111 = errors;
if(typeof data25 !== "string"){
const err59 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/4/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if("thread/list" !== data25){
const err60 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/4/properties/method/const",keyword:"const",params:{allowedValue: "thread/list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var valid23 = _errs111 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.params !== undefined){
let data26 = data.params;
const _errs113 = errors;
const _errs114 = errors;
if(errors === _errs114){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.includeArchived !== undefined){
const _errs117 = errors;
if(typeof data26.includeArchived !== "boolean"){
const err61 = {instancePath:instancePath+"/params/includeArchived",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/includeArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var valid28 = _errs117 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data26.archived !== undefined){
const _errs119 = errors;
if(typeof data26.archived !== "boolean"){
const err62 = {instancePath:instancePath+"/params/archived",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var valid28 = _errs119 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data26.offset !== undefined){
let data29 = data26.offset;
const _errs121 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err63 = {instancePath:instancePath+"/params/offset",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/offset/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(errors === _errs121){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 9007199254740991 || isNaN(data29)){
const err64 = {instancePath:instancePath+"/params/offset",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/offset/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
if(data29 < 0 || isNaN(data29)){
const err65 = {instancePath:instancePath+"/params/offset",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/offset/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
}
var valid28 = _errs121 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data26.limit !== undefined){
let data30 = data26.limit;
const _errs123 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err66 = {instancePath:instancePath+"/params/limit",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(errors === _errs123){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 > 9007199254740991 || isNaN(data30)){
const err67 = {instancePath:instancePath+"/params/limit",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
if(data30 < 0 || isNaN(data30)){
const err68 = {instancePath:instancePath+"/params/limit",schemaPath:"definitions.json#/$defs/ThreadListParams/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
}
var valid28 = _errs123 === errors;
}
else {
var valid28 = true;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadListParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
var valid23 = _errs113 === errors;
}
else {
var valid23 = true;
}
}
}
}
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
var _valid0 = _errs96 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs125 = errors;
if(errors === _errs125){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((((data.id === undefined) && (missing7 = "id")) || ((data.method === undefined) && (missing7 = "method"))) || ((data.params === undefined) && (missing7 = "params"))){
const err71 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
const _errs129 = errors;
for(const key5 in data){
if(!((((key5 === "jsonrpc") || (key5 === "id")) || (key5 === "method")) || (key5 === "params"))){
const err72 = {instancePath,schemaPath:"#/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
break;
}
}
if(_errs129 === errors){
if(data.jsonrpc !== undefined){
let data31 = data.jsonrpc;
const _errs130 = errors;
if(typeof data31 !== "string"){
const err73 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if("2.0" !== data31){
const err74 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var valid29 = _errs130 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.id !== undefined){
let data32 = data.id;
const _errs133 = errors;
const _errs135 = errors;
let valid32 = false;
let passing6 = null;
const _errs136 = errors;
if(typeof data32 !== "string"){
const err75 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid6 = _errs136 === errors;
if(_valid6){
valid32 = true;
passing6 = 0;
}
const _errs138 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err76 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid6 = _errs138 === errors;
if(_valid6 && valid32){
valid32 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid32 = true;
passing6 = 1;
}
}
if(!valid32){
const err77 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing6},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
}
var valid29 = _errs133 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.method !== undefined){
let data33 = data.method;
const _errs140 = errors;
if(typeof data33 !== "string"){
const err78 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/5/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if("thread/archive" !== data33){
const err79 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/5/properties/method/const",keyword:"const",params:{allowedValue: "thread/archive"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var valid29 = _errs140 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.params !== undefined){
let data34 = data.params;
const _errs142 = errors;
const _errs143 = errors;
if(errors === _errs143){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing8;
if((data34.threadId === undefined) && (missing8 = "threadId")){
const err80 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadIdParams/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
else {
if(data34.threadId !== undefined){
if(typeof data34.threadId !== "string"){
const err81 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ThreadIdParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
}
else {
const err82 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadIdParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
var valid29 = _errs142 === errors;
}
else {
var valid29 = true;
}
}
}
}
}
}
}
else {
const err83 = {instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
var _valid0 = _errs125 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
const _errs148 = errors;
if(errors === _errs148){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((((data.id === undefined) && (missing9 = "id")) || ((data.method === undefined) && (missing9 = "method"))) || ((data.params === undefined) && (missing9 = "params"))){
const err84 = {instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
else {
const _errs152 = errors;
for(const key6 in data){
if(!((((key6 === "jsonrpc") || (key6 === "id")) || (key6 === "method")) || (key6 === "params"))){
const err85 = {instancePath,schemaPath:"#/oneOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
break;
}
}
if(_errs152 === errors){
if(data.jsonrpc !== undefined){
let data36 = data.jsonrpc;
const _errs153 = errors;
if(typeof data36 !== "string"){
const err86 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if("2.0" !== data36){
const err87 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var valid35 = _errs153 === errors;
}
else {
var valid35 = true;
}
if(valid35){
if(data.id !== undefined){
let data37 = data.id;
const _errs156 = errors;
const _errs158 = errors;
let valid38 = false;
let passing7 = null;
const _errs159 = errors;
if(typeof data37 !== "string"){
const err88 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid7 = _errs159 === errors;
if(_valid7){
valid38 = true;
passing7 = 0;
}
const _errs161 = errors;
if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){
const err89 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var _valid7 = _errs161 === errors;
if(_valid7 && valid38){
valid38 = false;
passing7 = [passing7, 1];
}
else {
if(_valid7){
valid38 = true;
passing7 = 1;
}
}
if(!valid38){
const err90 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing7},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
else {
errors = _errs158;
if(vErrors !== null){
if(_errs158){
vErrors.length = _errs158;
}
else {
vErrors = null;
}
}
}
var valid35 = _errs156 === errors;
}
else {
var valid35 = true;
}
if(valid35){
if(data.method !== undefined){
let data38 = data.method;
const _errs163 = errors;
if(typeof data38 !== "string"){
const err91 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/6/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if("thread/unsubscribe" !== data38){
const err92 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/6/properties/method/const",keyword:"const",params:{allowedValue: "thread/unsubscribe"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var valid35 = _errs163 === errors;
}
else {
var valid35 = true;
}
if(valid35){
if(data.params !== undefined){
let data39 = data.params;
const _errs165 = errors;
const _errs166 = errors;
if(errors === _errs166){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
let missing10;
if((data39.threadId === undefined) && (missing10 = "threadId")){
const err93 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadIdParams/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
if(data39.threadId !== undefined){
if(typeof data39.threadId !== "string"){
const err94 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ThreadIdParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
}
else {
const err95 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadIdParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
var valid35 = _errs165 === errors;
}
else {
var valid35 = true;
}
}
}
}
}
}
}
else {
const err96 = {instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
var _valid0 = _errs148 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
if(props0 !== true){
props0 = true;
}
}
const _errs171 = errors;
if(errors === _errs171){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((((data.id === undefined) && (missing11 = "id")) || ((data.method === undefined) && (missing11 = "method"))) || ((data.params === undefined) && (missing11 = "params"))){
const err97 = {instancePath,schemaPath:"#/oneOf/7/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
else {
const _errs175 = errors;
for(const key7 in data){
if(!((((key7 === "jsonrpc") || (key7 === "id")) || (key7 === "method")) || (key7 === "params"))){
const err98 = {instancePath,schemaPath:"#/oneOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
break;
}
}
if(_errs175 === errors){
if(data.jsonrpc !== undefined){
let data41 = data.jsonrpc;
const _errs176 = errors;
if(typeof data41 !== "string"){
const err99 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if("2.0" !== data41){
const err100 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var valid41 = _errs176 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.id !== undefined){
let data42 = data.id;
const _errs179 = errors;
const _errs181 = errors;
let valid44 = false;
let passing8 = null;
const _errs182 = errors;
if(typeof data42 !== "string"){
const err101 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid8 = _errs182 === errors;
if(_valid8){
valid44 = true;
passing8 = 0;
}
const _errs184 = errors;
if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){
const err102 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid8 = _errs184 === errors;
if(_valid8 && valid44){
valid44 = false;
passing8 = [passing8, 1];
}
else {
if(_valid8){
valid44 = true;
passing8 = 1;
}
}
if(!valid44){
const err103 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing8},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
var valid41 = _errs179 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.method !== undefined){
let data43 = data.method;
const _errs186 = errors;
if(typeof data43 !== "string"){
const err104 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/7/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if("turn/start" !== data43){
const err105 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/7/properties/method/const",keyword:"const",params:{allowedValue: "turn/start"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var valid41 = _errs186 === errors;
}
else {
var valid41 = true;
}
if(valid41){
if(data.params !== undefined){
const _errs188 = errors;
if(!(validate83(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
errors = vErrors.length;
}
var valid41 = _errs188 === errors;
}
else {
var valid41 = true;
}
}
}
}
}
}
}
else {
const err106 = {instancePath,schemaPath:"#/oneOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
var _valid0 = _errs171 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
if(props0 !== true){
props0 = true;
}
}
const _errs189 = errors;
if(errors === _errs189){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((((data.id === undefined) && (missing12 = "id")) || ((data.method === undefined) && (missing12 = "method"))) || ((data.params === undefined) && (missing12 = "params"))){
const err107 = {instancePath,schemaPath:"#/oneOf/8/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
const _errs193 = errors;
for(const key8 in data){
if(!((((key8 === "jsonrpc") || (key8 === "id")) || (key8 === "method")) || (key8 === "params"))){
const err108 = {instancePath,schemaPath:"#/oneOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
break;
}
}
if(_errs193 === errors){
if(data.jsonrpc !== undefined){
let data45 = data.jsonrpc;
const _errs194 = errors;
if(typeof data45 !== "string"){
const err109 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if("2.0" !== data45){
const err110 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var valid45 = _errs194 === errors;
}
else {
var valid45 = true;
}
if(valid45){
if(data.id !== undefined){
let data46 = data.id;
const _errs197 = errors;
const _errs199 = errors;
let valid48 = false;
let passing9 = null;
const _errs200 = errors;
if(typeof data46 !== "string"){
const err111 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid9 = _errs200 === errors;
if(_valid9){
valid48 = true;
passing9 = 0;
}
const _errs202 = errors;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err112 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid9 = _errs202 === errors;
if(_valid9 && valid48){
valid48 = false;
passing9 = [passing9, 1];
}
else {
if(_valid9){
valid48 = true;
passing9 = 1;
}
}
if(!valid48){
const err113 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing9},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
else {
errors = _errs199;
if(vErrors !== null){
if(_errs199){
vErrors.length = _errs199;
}
else {
vErrors = null;
}
}
}
var valid45 = _errs197 === errors;
}
else {
var valid45 = true;
}
if(valid45){
if(data.method !== undefined){
let data47 = data.method;
const _errs204 = errors;
if(typeof data47 !== "string"){
const err114 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/8/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if("turn/steer" !== data47){
const err115 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/8/properties/method/const",keyword:"const",params:{allowedValue: "turn/steer"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var valid45 = _errs204 === errors;
}
else {
var valid45 = true;
}
if(valid45){
if(data.params !== undefined){
const _errs206 = errors;
if(!(validate85(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
errors = vErrors.length;
}
var valid45 = _errs206 === errors;
}
else {
var valid45 = true;
}
}
}
}
}
}
}
else {
const err116 = {instancePath,schemaPath:"#/oneOf/8/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
var _valid0 = _errs189 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid0 = true;
passing0 = 8;
if(props0 !== true){
props0 = true;
}
}
const _errs207 = errors;
if(errors === _errs207){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((((data.id === undefined) && (missing13 = "id")) || ((data.method === undefined) && (missing13 = "method"))) || ((data.params === undefined) && (missing13 = "params"))){
const err117 = {instancePath,schemaPath:"#/oneOf/9/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
const _errs211 = errors;
for(const key9 in data){
if(!((((key9 === "jsonrpc") || (key9 === "id")) || (key9 === "method")) || (key9 === "params"))){
const err118 = {instancePath,schemaPath:"#/oneOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
break;
}
}
if(_errs211 === errors){
if(data.jsonrpc !== undefined){
let data49 = data.jsonrpc;
const _errs212 = errors;
if(typeof data49 !== "string"){
const err119 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if("2.0" !== data49){
const err120 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var valid49 = _errs212 === errors;
}
else {
var valid49 = true;
}
if(valid49){
if(data.id !== undefined){
let data50 = data.id;
const _errs215 = errors;
const _errs217 = errors;
let valid52 = false;
let passing10 = null;
const _errs218 = errors;
if(typeof data50 !== "string"){
const err121 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid10 = _errs218 === errors;
if(_valid10){
valid52 = true;
passing10 = 0;
}
const _errs220 = errors;
if(!(((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50))) && (isFinite(data50)))){
const err122 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid10 = _errs220 === errors;
if(_valid10 && valid52){
valid52 = false;
passing10 = [passing10, 1];
}
else {
if(_valid10){
valid52 = true;
passing10 = 1;
}
}
if(!valid52){
const err123 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing10},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs217;
if(vErrors !== null){
if(_errs217){
vErrors.length = _errs217;
}
else {
vErrors = null;
}
}
}
var valid49 = _errs215 === errors;
}
else {
var valid49 = true;
}
if(valid49){
if(data.method !== undefined){
let data51 = data.method;
const _errs222 = errors;
if(typeof data51 !== "string"){
const err124 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/9/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if("turn/followUp" !== data51){
const err125 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/9/properties/method/const",keyword:"const",params:{allowedValue: "turn/followUp"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var valid49 = _errs222 === errors;
}
else {
var valid49 = true;
}
if(valid49){
if(data.params !== undefined){
const _errs224 = errors;
if(!(validate86(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid49 = _errs224 === errors;
}
else {
var valid49 = true;
}
}
}
}
}
}
}
else {
const err126 = {instancePath,schemaPath:"#/oneOf/9/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
var _valid0 = _errs207 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid0 = true;
passing0 = 9;
if(props0 !== true){
props0 = true;
}
}
const _errs225 = errors;
if(errors === _errs225){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((((data.id === undefined) && (missing14 = "id")) || ((data.method === undefined) && (missing14 = "method"))) || ((data.params === undefined) && (missing14 = "params"))){
const err127 = {instancePath,schemaPath:"#/oneOf/10/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
const _errs229 = errors;
for(const key10 in data){
if(!((((key10 === "jsonrpc") || (key10 === "id")) || (key10 === "method")) || (key10 === "params"))){
const err128 = {instancePath,schemaPath:"#/oneOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
break;
}
}
if(_errs229 === errors){
if(data.jsonrpc !== undefined){
let data53 = data.jsonrpc;
const _errs230 = errors;
if(typeof data53 !== "string"){
const err129 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if("2.0" !== data53){
const err130 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var valid53 = _errs230 === errors;
}
else {
var valid53 = true;
}
if(valid53){
if(data.id !== undefined){
let data54 = data.id;
const _errs233 = errors;
const _errs235 = errors;
let valid56 = false;
let passing11 = null;
const _errs236 = errors;
if(typeof data54 !== "string"){
const err131 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var _valid11 = _errs236 === errors;
if(_valid11){
valid56 = true;
passing11 = 0;
}
const _errs238 = errors;
if(!(((typeof data54 == "number") && (!(data54 % 1) && !isNaN(data54))) && (isFinite(data54)))){
const err132 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid11 = _errs238 === errors;
if(_valid11 && valid56){
valid56 = false;
passing11 = [passing11, 1];
}
else {
if(_valid11){
valid56 = true;
passing11 = 1;
}
}
if(!valid56){
const err133 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing11},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
errors = _errs235;
if(vErrors !== null){
if(_errs235){
vErrors.length = _errs235;
}
else {
vErrors = null;
}
}
}
var valid53 = _errs233 === errors;
}
else {
var valid53 = true;
}
if(valid53){
if(data.method !== undefined){
let data55 = data.method;
const _errs240 = errors;
if(typeof data55 !== "string"){
const err134 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/10/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if("turn/interrupt" !== data55){
const err135 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/10/properties/method/const",keyword:"const",params:{allowedValue: "turn/interrupt"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var valid53 = _errs240 === errors;
}
else {
var valid53 = true;
}
if(valid53){
if(data.params !== undefined){
let data56 = data.params;
const _errs242 = errors;
const _errs243 = errors;
if(errors === _errs243){
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
let missing15;
if((data56.threadId === undefined) && (missing15 = "threadId")){
const err136 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/TurnInterruptParams/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
else {
if(data56.threadId !== undefined){
const _errs246 = errors;
if(typeof data56.threadId !== "string"){
const err137 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/TurnInterruptParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var valid58 = _errs246 === errors;
}
else {
var valid58 = true;
}
if(valid58){
if(data56.expectedTurnId !== undefined){
const _errs248 = errors;
if(typeof data56.expectedTurnId !== "string"){
const err138 = {instancePath:instancePath+"/params/expectedTurnId",schemaPath:"definitions.json#/$defs/TurnInterruptParams/properties/expectedTurnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var valid58 = _errs248 === errors;
}
else {
var valid58 = true;
}
if(valid58){
if(data56.reason !== undefined){
const _errs250 = errors;
if(typeof data56.reason !== "string"){
const err139 = {instancePath:instancePath+"/params/reason",schemaPath:"definitions.json#/$defs/TurnInterruptParams/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
var valid58 = _errs250 === errors;
}
else {
var valid58 = true;
}
}
}
}
}
else {
const err140 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/TurnInterruptParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
var valid53 = _errs242 === errors;
}
else {
var valid53 = true;
}
}
}
}
}
}
}
else {
const err141 = {instancePath,schemaPath:"#/oneOf/10/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
var _valid0 = _errs225 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 10];
}
else {
if(_valid0){
valid0 = true;
passing0 = 10;
if(props0 !== true){
props0 = true;
}
}
const _errs252 = errors;
if(errors === _errs252){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((((data.id === undefined) && (missing16 = "id")) || ((data.method === undefined) && (missing16 = "method"))) || ((data.params === undefined) && (missing16 = "params"))){
const err142 = {instancePath,schemaPath:"#/oneOf/11/required",keyword:"required",params:{missingProperty: missing16},message:"must have required property '"+missing16+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
else {
const _errs256 = errors;
for(const key11 in data){
if(!((((key11 === "jsonrpc") || (key11 === "id")) || (key11 === "method")) || (key11 === "params"))){
const err143 = {instancePath,schemaPath:"#/oneOf/11/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
break;
}
}
if(_errs256 === errors){
if(data.jsonrpc !== undefined){
let data60 = data.jsonrpc;
const _errs257 = errors;
if(typeof data60 !== "string"){
const err144 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
if("2.0" !== data60){
const err145 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var valid59 = _errs257 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.id !== undefined){
let data61 = data.id;
const _errs260 = errors;
const _errs262 = errors;
let valid62 = false;
let passing12 = null;
const _errs263 = errors;
if(typeof data61 !== "string"){
const err146 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
var _valid12 = _errs263 === errors;
if(_valid12){
valid62 = true;
passing12 = 0;
}
const _errs265 = errors;
if(!(((typeof data61 == "number") && (!(data61 % 1) && !isNaN(data61))) && (isFinite(data61)))){
const err147 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid12 = _errs265 === errors;
if(_valid12 && valid62){
valid62 = false;
passing12 = [passing12, 1];
}
else {
if(_valid12){
valid62 = true;
passing12 = 1;
}
}
if(!valid62){
const err148 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing12},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs262;
if(vErrors !== null){
if(_errs262){
vErrors.length = _errs262;
}
else {
vErrors = null;
}
}
}
var valid59 = _errs260 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.method !== undefined){
let data62 = data.method;
const _errs267 = errors;
if(typeof data62 !== "string"){
const err149 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/11/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if("approval/resolve" !== data62){
const err150 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/11/properties/method/const",keyword:"const",params:{allowedValue: "approval/resolve"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
var valid59 = _errs267 === errors;
}
else {
var valid59 = true;
}
if(valid59){
if(data.params !== undefined){
const _errs269 = errors;
if(!(validate90(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
var valid59 = _errs269 === errors;
}
else {
var valid59 = true;
}
}
}
}
}
}
}
else {
const err151 = {instancePath,schemaPath:"#/oneOf/11/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
var _valid0 = _errs252 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 11];
}
else {
if(_valid0){
valid0 = true;
passing0 = 11;
if(props0 !== true){
props0 = true;
}
}
const _errs270 = errors;
if(errors === _errs270){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if(((data.id === undefined) && (missing17 = "id")) || ((data.method === undefined) && (missing17 = "method"))){
const err152 = {instancePath,schemaPath:"#/oneOf/12/required",keyword:"required",params:{missingProperty: missing17},message:"must have required property '"+missing17+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
else {
const _errs273 = errors;
for(const key12 in data){
if(!((((key12 === "jsonrpc") || (key12 === "id")) || (key12 === "method")) || (key12 === "params"))){
const err153 = {instancePath,schemaPath:"#/oneOf/12/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
break;
}
}
if(_errs273 === errors){
if(data.jsonrpc !== undefined){
let data64 = data.jsonrpc;
const _errs274 = errors;
if(typeof data64 !== "string"){
const err154 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if("2.0" !== data64){
const err155 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
var valid63 = _errs274 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.id !== undefined){
let data65 = data.id;
const _errs277 = errors;
const _errs279 = errors;
let valid66 = false;
let passing13 = null;
const _errs280 = errors;
if(typeof data65 !== "string"){
const err156 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
var _valid13 = _errs280 === errors;
if(_valid13){
valid66 = true;
passing13 = 0;
}
const _errs282 = errors;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err157 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var _valid13 = _errs282 === errors;
if(_valid13 && valid66){
valid66 = false;
passing13 = [passing13, 1];
}
else {
if(_valid13){
valid66 = true;
passing13 = 1;
}
}
if(!valid66){
const err158 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing13},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
else {
errors = _errs279;
if(vErrors !== null){
if(_errs279){
vErrors.length = _errs279;
}
else {
vErrors = null;
}
}
}
var valid63 = _errs277 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.method !== undefined){
let data66 = data.method;
const _errs284 = errors;
if(typeof data66 !== "string"){
const err159 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/12/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if("model/list" !== data66){
const err160 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/12/properties/method/const",keyword:"const",params:{allowedValue: "model/list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var valid63 = _errs284 === errors;
}
else {
var valid63 = true;
}
if(valid63){
if(data.params !== undefined){
let data67 = data.params;
const _errs286 = errors;
const _errs287 = errors;
if(errors === _errs287){
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
if(data67.agentKey !== undefined){
const _errs290 = errors;
if(typeof data67.agentKey !== "string"){
const err161 = {instancePath:instancePath+"/params/agentKey",schemaPath:"definitions.json#/$defs/ModelListParams/properties/agentKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
var valid68 = _errs290 === errors;
}
else {
var valid68 = true;
}
if(valid68){
if(data67.provider !== undefined){
const _errs292 = errors;
if(typeof data67.provider !== "string"){
const err162 = {instancePath:instancePath+"/params/provider",schemaPath:"definitions.json#/$defs/ModelListParams/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
var valid68 = _errs292 === errors;
}
else {
var valid68 = true;
}
}
}
else {
const err163 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ModelListParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
var valid63 = _errs286 === errors;
}
else {
var valid63 = true;
}
}
}
}
}
}
}
else {
const err164 = {instancePath,schemaPath:"#/oneOf/12/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
var _valid0 = _errs270 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 12];
}
else {
if(_valid0){
valid0 = true;
passing0 = 12;
if(props0 !== true){
props0 = true;
}
}
const _errs294 = errors;
if(errors === _errs294){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if(((data.id === undefined) && (missing18 = "id")) || ((data.method === undefined) && (missing18 = "method"))){
const err165 = {instancePath,schemaPath:"#/oneOf/13/required",keyword:"required",params:{missingProperty: missing18},message:"must have required property '"+missing18+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
else {
const _errs297 = errors;
for(const key13 in data){
if(!((((key13 === "jsonrpc") || (key13 === "id")) || (key13 === "method")) || (key13 === "params"))){
const err166 = {instancePath,schemaPath:"#/oneOf/13/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
break;
}
}
if(_errs297 === errors){
if(data.jsonrpc !== undefined){
let data70 = data.jsonrpc;
const _errs298 = errors;
if(typeof data70 !== "string"){
const err167 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if("2.0" !== data70){
const err168 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
var valid69 = _errs298 === errors;
}
else {
var valid69 = true;
}
if(valid69){
if(data.id !== undefined){
let data71 = data.id;
const _errs301 = errors;
const _errs303 = errors;
let valid72 = false;
let passing14 = null;
const _errs304 = errors;
if(typeof data71 !== "string"){
const err169 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid14 = _errs304 === errors;
if(_valid14){
valid72 = true;
passing14 = 0;
}
const _errs306 = errors;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err170 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var _valid14 = _errs306 === errors;
if(_valid14 && valid72){
valid72 = false;
passing14 = [passing14, 1];
}
else {
if(_valid14){
valid72 = true;
passing14 = 1;
}
}
if(!valid72){
const err171 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing14},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
else {
errors = _errs303;
if(vErrors !== null){
if(_errs303){
vErrors.length = _errs303;
}
else {
vErrors = null;
}
}
}
var valid69 = _errs301 === errors;
}
else {
var valid69 = true;
}
if(valid69){
if(data.method !== undefined){
let data72 = data.method;
const _errs308 = errors;
if(typeof data72 !== "string"){
const err172 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/13/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if("schema/export" !== data72){
const err173 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/13/properties/method/const",keyword:"const",params:{allowedValue: "schema/export"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var valid69 = _errs308 === errors;
}
else {
var valid69 = true;
}
if(valid69){
if(data.params !== undefined){
let data73 = data.params;
const _errs310 = errors;
const _errs311 = errors;
let valid73 = false;
let passing15 = null;
const _errs312 = errors;
const _errs313 = errors;
if(errors === _errs313){
if(data73 && typeof data73 == "object" && !Array.isArray(data73)){
if(Object.keys(data73).length > 0){
const err174 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/SchemaExportParams/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/SchemaExportParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
var _valid15 = _errs312 === errors;
if(_valid15){
valid73 = true;
passing15 = 0;
}
const _errs315 = errors;
if(data73 !== null){
const err176 = {instancePath:instancePath+"/params",schemaPath:"#/oneOf/13/properties/params/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
var _valid15 = _errs315 === errors;
if(_valid15 && valid73){
valid73 = false;
passing15 = [passing15, 1];
}
else {
if(_valid15){
valid73 = true;
passing15 = 1;
}
}
if(!valid73){
const err177 = {instancePath:instancePath+"/params",schemaPath:"#/oneOf/13/properties/params/oneOf",keyword:"oneOf",params:{passingSchemas: passing15},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
else {
errors = _errs311;
if(vErrors !== null){
if(_errs311){
vErrors.length = _errs311;
}
else {
vErrors = null;
}
}
}
var valid69 = _errs310 === errors;
}
else {
var valid69 = true;
}
}
}
}
}
}
}
else {
const err178 = {instancePath,schemaPath:"#/oneOf/13/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
var _valid0 = _errs294 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 13];
}
else {
if(_valid0){
valid0 = true;
passing0 = 13;
if(props0 !== true){
props0 = true;
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
}
if(!valid0){
const err179 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
validate111.errors = vErrors;
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
validate111.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate111.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateJsonRpcMessage = validate117;
const schema179 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://vv-agent.dev/schemas/app-server/JsonRpcMessage.json","title":"JsonRpcMessage","description":"Any one line of the protocol, in either direction.","oneOf":[{"$ref":"ClientRequest.json"},{"$ref":"ClientNotification.json"},{"$ref":"ServerNotification.json"},{"$ref":"ServerRequest.json"},{"$ref":"definitions.json#/$defs/JsonRpcResponse"},{"$ref":"definitions.json#/$defs/JsonRpcErrorResponse"}]};
const schema180 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://vv-agent.dev/schemas/app-server/ServerNotification.json","title":"ServerNotification","description":"Notifications the server sends, discriminated on method.","oneOf":[{"type":"object","title":"thread/started","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"thread/started"},"params":{"$ref":"definitions.json#/$defs/ThreadStartedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"thread/archived","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"thread/archived"},"params":{"$ref":"definitions.json#/$defs/ThreadArchivedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"thread/closed","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"thread/closed"},"params":{"$ref":"definitions.json#/$defs/ThreadClosedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"thread/status/changed","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"thread/status/changed"},"params":{"$ref":"definitions.json#/$defs/ThreadStatusChangedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"turn/started","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"turn/started"},"params":{"$ref":"definitions.json#/$defs/TurnStartedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"turn/completed","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"turn/completed"},"params":{"$ref":"definitions.json#/$defs/TurnCompletedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"item/started","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"item/started"},"params":{"$ref":"definitions.json#/$defs/AppItem"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"item/completed","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"item/completed"},"params":{"$ref":"definitions.json#/$defs/AppItem"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"item/agentMessage/delta","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"item/agentMessage/delta"},"params":{"$ref":"definitions.json#/$defs/AgentMessageDeltaParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"item/toolCall/delta","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"item/toolCall/delta"},"params":{"$ref":"definitions.json#/$defs/ToolCallDeltaParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"approval/requested","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"approval/requested"},"params":{"$ref":"definitions.json#/$defs/ApprovalRequestParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"approval/resolved","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"approval/resolved"},"params":{"$ref":"definitions.json#/$defs/ApprovalResolvedParams"}},"required":["method","params"],"additionalProperties":false},{"type":"object","title":"error/warning","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"method":{"type":"string","const":"error/warning"},"params":{"$ref":"definitions.json#/$defs/WarningParams"}},"required":["method","params"],"additionalProperties":false}]};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://vv-agent.dev/schemas/app-server/ServerNotification.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
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
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.method === undefined) && (missing0 = "method")) || ((data.params === undefined) && (missing0 = "params"))){
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
const _errs3 = errors;
for(const key0 in data){
if(!(((key0 === "jsonrpc") || (key0 === "method")) || (key0 === "params"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
if(_errs3 === errors){
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("2.0" !== data0){
const err3 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.method !== undefined){
let data1 = data.method;
const _errs7 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("thread/started" !== data1){
const err5 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/const",keyword:"const",params:{allowedValue: "thread/started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.params !== undefined){
const _errs9 = errors;
if(!(validate96(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate96.errors : vErrors.concat(validate96.errors);
errors = vErrors.length;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.method === undefined) && (missing1 = "method")) || ((data.params === undefined) && (missing1 = "params"))){
const err7 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
const _errs12 = errors;
for(const key1 in data){
if(!(((key1 === "jsonrpc") || (key1 === "method")) || (key1 === "params"))){
const err8 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
break;
}
}
if(_errs12 === errors){
if(data.jsonrpc !== undefined){
let data3 = data.jsonrpc;
const _errs13 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("2.0" !== data3){
const err10 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.method !== undefined){
let data4 = data.method;
const _errs16 = errors;
if(typeof data4 !== "string"){
const err11 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/1/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if("thread/archived" !== data4){
const err12 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/1/properties/method/const",keyword:"const",params:{allowedValue: "thread/archived"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.params !== undefined){
let data5 = data.params;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if(((data5.threadId === undefined) && (missing2 = "threadId")) || ((data5.archived === undefined) && (missing2 = "archived"))){
const err13 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadArchivedParams/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
const _errs21 = errors;
for(const key2 in data5){
if(!((key2 === "threadId") || (key2 === "archived"))){
const err14 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadArchivedParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
break;
}
}
if(_errs21 === errors){
if(data5.threadId !== undefined){
const _errs22 = errors;
if(typeof data5.threadId !== "string"){
const err15 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ThreadArchivedParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data5.archived !== undefined){
const _errs24 = errors;
if(typeof data5.archived !== "boolean"){
const err16 = {instancePath:instancePath+"/params/archived",schemaPath:"definitions.json#/$defs/ThreadArchivedParams/properties/archived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadArchivedParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
else {
const err18 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
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
const _errs26 = errors;
if(errors === _errs26){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.method === undefined) && (missing3 = "method")) || ((data.params === undefined) && (missing3 = "params"))){
const err19 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
const _errs28 = errors;
for(const key3 in data){
if(!(((key3 === "jsonrpc") || (key3 === "method")) || (key3 === "params"))){
const err20 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break;
}
}
if(_errs28 === errors){
if(data.jsonrpc !== undefined){
let data8 = data.jsonrpc;
const _errs29 = errors;
if(typeof data8 !== "string"){
const err21 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if("2.0" !== data8){
const err22 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.method !== undefined){
let data9 = data.method;
const _errs32 = errors;
if(typeof data9 !== "string"){
const err23 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/2/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if("thread/closed" !== data9){
const err24 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/2/properties/method/const",keyword:"const",params:{allowedValue: "thread/closed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid7 = _errs32 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data.params !== undefined){
let data10 = data.params;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing4;
if((data10.threadId === undefined) && (missing4 = "threadId")){
const err25 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadClosedParams/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
const _errs37 = errors;
for(const key4 in data10){
if(!(key4 === "threadId")){
const err26 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadClosedParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
break;
}
}
if(_errs37 === errors){
if(data10.threadId !== undefined){
if(typeof data10.threadId !== "string"){
const err27 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ThreadClosedParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ThreadClosedParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var valid7 = _errs34 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid0 = _errs26 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs40 = errors;
if(errors === _errs40){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if(((data.method === undefined) && (missing5 = "method")) || ((data.params === undefined) && (missing5 = "params"))){
const err30 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
const _errs42 = errors;
for(const key5 in data){
if(!(((key5 === "jsonrpc") || (key5 === "method")) || (key5 === "params"))){
const err31 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break;
}
}
if(_errs42 === errors){
if(data.jsonrpc !== undefined){
let data12 = data.jsonrpc;
const _errs43 = errors;
if(typeof data12 !== "string"){
const err32 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("2.0" !== data12){
const err33 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var valid11 = _errs43 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.method !== undefined){
let data13 = data.method;
const _errs46 = errors;
if(typeof data13 !== "string"){
const err34 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/3/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if("thread/status/changed" !== data13){
const err35 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/3/properties/method/const",keyword:"const",params:{allowedValue: "thread/status/changed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid11 = _errs46 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.params !== undefined){
const _errs48 = errors;
if(!(validate97(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
var valid11 = _errs48 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var _valid0 = _errs40 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs49 = errors;
if(errors === _errs49){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((data.method === undefined) && (missing6 = "method")) || ((data.params === undefined) && (missing6 = "params"))){
const err37 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
const _errs51 = errors;
for(const key6 in data){
if(!(((key6 === "jsonrpc") || (key6 === "method")) || (key6 === "params"))){
const err38 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
break;
}
}
if(_errs51 === errors){
if(data.jsonrpc !== undefined){
let data15 = data.jsonrpc;
const _errs52 = errors;
if(typeof data15 !== "string"){
const err39 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if("2.0" !== data15){
const err40 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var valid13 = _errs52 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.method !== undefined){
let data16 = data.method;
const _errs55 = errors;
if(typeof data16 !== "string"){
const err41 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/4/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if("turn/started" !== data16){
const err42 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/4/properties/method/const",keyword:"const",params:{allowedValue: "turn/started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var valid13 = _errs55 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.params !== undefined){
const _errs57 = errors;
if(!(validate100(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
var valid13 = _errs57 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
}
else {
const err43 = {instancePath,schemaPath:"#/oneOf/4/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
var _valid0 = _errs49 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs58 = errors;
if(errors === _errs58){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if(((data.method === undefined) && (missing7 = "method")) || ((data.params === undefined) && (missing7 = "params"))){
const err44 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
const _errs60 = errors;
for(const key7 in data){
if(!(((key7 === "jsonrpc") || (key7 === "method")) || (key7 === "params"))){
const err45 = {instancePath,schemaPath:"#/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
break;
}
}
if(_errs60 === errors){
if(data.jsonrpc !== undefined){
let data18 = data.jsonrpc;
const _errs61 = errors;
if(typeof data18 !== "string"){
const err46 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if("2.0" !== data18){
const err47 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var valid15 = _errs61 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data.method !== undefined){
let data19 = data.method;
const _errs64 = errors;
if(typeof data19 !== "string"){
const err48 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/5/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if("turn/completed" !== data19){
const err49 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/5/properties/method/const",keyword:"const",params:{allowedValue: "turn/completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid15 = _errs64 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data.params !== undefined){
const _errs66 = errors;
if(!(validate101(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
var valid15 = _errs66 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/oneOf/5/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid0 = _errs58 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
const _errs67 = errors;
if(errors === _errs67){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if(((data.method === undefined) && (missing8 = "method")) || ((data.params === undefined) && (missing8 = "params"))){
const err51 = {instancePath,schemaPath:"#/oneOf/6/required",keyword:"required",params:{missingProperty: missing8},message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
const _errs69 = errors;
for(const key8 in data){
if(!(((key8 === "jsonrpc") || (key8 === "method")) || (key8 === "params"))){
const err52 = {instancePath,schemaPath:"#/oneOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
break;
}
}
if(_errs69 === errors){
if(data.jsonrpc !== undefined){
let data21 = data.jsonrpc;
const _errs70 = errors;
if(typeof data21 !== "string"){
const err53 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("2.0" !== data21){
const err54 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid17 = _errs70 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data.method !== undefined){
let data22 = data.method;
const _errs73 = errors;
if(typeof data22 !== "string"){
const err55 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/6/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if("item/started" !== data22){
const err56 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/6/properties/method/const",keyword:"const",params:{allowedValue: "item/started"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var valid17 = _errs73 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data.params !== undefined){
const _errs75 = errors;
if(!(validate47(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid17 = _errs75 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
}
else {
const err57 = {instancePath,schemaPath:"#/oneOf/6/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid0 = _errs67 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
if(props0 !== true){
props0 = true;
}
}
const _errs76 = errors;
if(errors === _errs76){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if(((data.method === undefined) && (missing9 = "method")) || ((data.params === undefined) && (missing9 = "params"))){
const err58 = {instancePath,schemaPath:"#/oneOf/7/required",keyword:"required",params:{missingProperty: missing9},message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
const _errs78 = errors;
for(const key9 in data){
if(!(((key9 === "jsonrpc") || (key9 === "method")) || (key9 === "params"))){
const err59 = {instancePath,schemaPath:"#/oneOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
break;
}
}
if(_errs78 === errors){
if(data.jsonrpc !== undefined){
let data24 = data.jsonrpc;
const _errs79 = errors;
if(typeof data24 !== "string"){
const err60 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if("2.0" !== data24){
const err61 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var valid19 = _errs79 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data.method !== undefined){
let data25 = data.method;
const _errs82 = errors;
if(typeof data25 !== "string"){
const err62 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/7/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if("item/completed" !== data25){
const err63 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/7/properties/method/const",keyword:"const",params:{allowedValue: "item/completed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var valid19 = _errs82 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data.params !== undefined){
const _errs84 = errors;
if(!(validate47(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid19 = _errs84 === errors;
}
else {
var valid19 = true;
}
}
}
}
}
}
else {
const err64 = {instancePath,schemaPath:"#/oneOf/7/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
var _valid0 = _errs76 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
if(props0 !== true){
props0 = true;
}
}
const _errs85 = errors;
if(errors === _errs85){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if(((data.method === undefined) && (missing10 = "method")) || ((data.params === undefined) && (missing10 = "params"))){
const err65 = {instancePath,schemaPath:"#/oneOf/8/required",keyword:"required",params:{missingProperty: missing10},message:"must have required property '"+missing10+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
else {
const _errs87 = errors;
for(const key10 in data){
if(!(((key10 === "jsonrpc") || (key10 === "method")) || (key10 === "params"))){
const err66 = {instancePath,schemaPath:"#/oneOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
break;
}
}
if(_errs87 === errors){
if(data.jsonrpc !== undefined){
let data27 = data.jsonrpc;
const _errs88 = errors;
if(typeof data27 !== "string"){
const err67 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if("2.0" !== data27){
const err68 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
var valid21 = _errs88 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data.method !== undefined){
let data28 = data.method;
const _errs91 = errors;
if(typeof data28 !== "string"){
const err69 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/8/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("item/agentMessage/delta" !== data28){
const err70 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/8/properties/method/const",keyword:"const",params:{allowedValue: "item/agentMessage/delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var valid21 = _errs91 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data.params !== undefined){
const _errs93 = errors;
if(!(validate103(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
var valid21 = _errs93 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
}
else {
const err71 = {instancePath,schemaPath:"#/oneOf/8/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
var _valid0 = _errs85 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid0 = true;
passing0 = 8;
if(props0 !== true){
props0 = true;
}
}
const _errs94 = errors;
if(errors === _errs94){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if(((data.method === undefined) && (missing11 = "method")) || ((data.params === undefined) && (missing11 = "params"))){
const err72 = {instancePath,schemaPath:"#/oneOf/9/required",keyword:"required",params:{missingProperty: missing11},message:"must have required property '"+missing11+"'"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
else {
const _errs96 = errors;
for(const key11 in data){
if(!(((key11 === "jsonrpc") || (key11 === "method")) || (key11 === "params"))){
const err73 = {instancePath,schemaPath:"#/oneOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
break;
}
}
if(_errs96 === errors){
if(data.jsonrpc !== undefined){
let data30 = data.jsonrpc;
const _errs97 = errors;
if(typeof data30 !== "string"){
const err74 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if("2.0" !== data30){
const err75 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var valid23 = _errs97 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.method !== undefined){
let data31 = data.method;
const _errs100 = errors;
if(typeof data31 !== "string"){
const err76 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/9/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if("item/toolCall/delta" !== data31){
const err77 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/9/properties/method/const",keyword:"const",params:{allowedValue: "item/toolCall/delta"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var valid23 = _errs100 === errors;
}
else {
var valid23 = true;
}
if(valid23){
if(data.params !== undefined){
const _errs102 = errors;
if(!(validate104(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
var valid23 = _errs102 === errors;
}
else {
var valid23 = true;
}
}
}
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/oneOf/9/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
var _valid0 = _errs94 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid0 = true;
passing0 = 9;
if(props0 !== true){
props0 = true;
}
}
const _errs103 = errors;
if(errors === _errs103){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if(((data.method === undefined) && (missing12 = "method")) || ((data.params === undefined) && (missing12 = "params"))){
const err79 = {instancePath,schemaPath:"#/oneOf/10/required",keyword:"required",params:{missingProperty: missing12},message:"must have required property '"+missing12+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
const _errs105 = errors;
for(const key12 in data){
if(!(((key12 === "jsonrpc") || (key12 === "method")) || (key12 === "params"))){
const err80 = {instancePath,schemaPath:"#/oneOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
break;
}
}
if(_errs105 === errors){
if(data.jsonrpc !== undefined){
let data33 = data.jsonrpc;
const _errs106 = errors;
if(typeof data33 !== "string"){
const err81 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if("2.0" !== data33){
const err82 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var valid25 = _errs106 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data.method !== undefined){
let data34 = data.method;
const _errs109 = errors;
if(typeof data34 !== "string"){
const err83 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/10/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if("approval/requested" !== data34){
const err84 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/10/properties/method/const",keyword:"const",params:{allowedValue: "approval/requested"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var valid25 = _errs109 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data.params !== undefined){
let data35 = data.params;
const _errs111 = errors;
const _errs112 = errors;
if(errors === _errs112){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing13;
if((((((((data35.requestId === undefined) && (missing13 = "requestId")) || ((data35.threadId === undefined) && (missing13 = "threadId"))) || ((data35.turnId === undefined) && (missing13 = "turnId"))) || ((data35.toolCallId === undefined) && (missing13 = "toolCallId"))) || ((data35.toolName === undefined) && (missing13 = "toolName"))) || ((data35.preview === undefined) && (missing13 = "preview"))) || ((data35.arguments === undefined) && (missing13 = "arguments"))){
const err85 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/required",keyword:"required",params:{missingProperty: missing13},message:"must have required property '"+missing13+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
const _errs114 = errors;
for(const key13 in data35){
if(!(((((((key13 === "requestId") || (key13 === "threadId")) || (key13 === "turnId")) || (key13 === "toolCallId")) || (key13 === "toolName")) || (key13 === "preview")) || (key13 === "arguments"))){
const err86 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
break;
}
}
if(_errs114 === errors){
if(data35.requestId !== undefined){
const _errs115 = errors;
if(typeof data35.requestId !== "string"){
const err87 = {instancePath:instancePath+"/params/requestId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var valid28 = _errs115 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data35.threadId !== undefined){
const _errs117 = errors;
if(typeof data35.threadId !== "string"){
const err88 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var valid28 = _errs117 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data35.turnId !== undefined){
const _errs119 = errors;
if(typeof data35.turnId !== "string"){
const err89 = {instancePath:instancePath+"/params/turnId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
var valid28 = _errs119 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data35.toolCallId !== undefined){
const _errs121 = errors;
if(typeof data35.toolCallId !== "string"){
const err90 = {instancePath:instancePath+"/params/toolCallId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/toolCallId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var valid28 = _errs121 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data35.toolName !== undefined){
const _errs123 = errors;
if(typeof data35.toolName !== "string"){
const err91 = {instancePath:instancePath+"/params/toolName",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var valid28 = _errs123 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data35.preview !== undefined){
const _errs125 = errors;
if(typeof data35.preview !== "string"){
const err92 = {instancePath:instancePath+"/params/preview",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/preview/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var valid28 = _errs125 === errors;
}
else {
var valid28 = true;
}
if(valid28){
if(data35.arguments !== undefined){
let data42 = data35.arguments;
const _errs127 = errors;
if(errors === _errs127){
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
}
else {
const err93 = {instancePath:instancePath+"/params/arguments",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
var valid28 = _errs127 === errors;
}
else {
var valid28 = true;
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
const err94 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
var valid25 = _errs111 === errors;
}
else {
var valid25 = true;
}
}
}
}
}
}
else {
const err95 = {instancePath,schemaPath:"#/oneOf/10/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
var _valid0 = _errs103 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 10];
}
else {
if(_valid0){
valid0 = true;
passing0 = 10;
if(props0 !== true){
props0 = true;
}
}
const _errs130 = errors;
if(errors === _errs130){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if(((data.method === undefined) && (missing14 = "method")) || ((data.params === undefined) && (missing14 = "params"))){
const err96 = {instancePath,schemaPath:"#/oneOf/11/required",keyword:"required",params:{missingProperty: missing14},message:"must have required property '"+missing14+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
else {
const _errs132 = errors;
for(const key14 in data){
if(!(((key14 === "jsonrpc") || (key14 === "method")) || (key14 === "params"))){
const err97 = {instancePath,schemaPath:"#/oneOf/11/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
break;
}
}
if(_errs132 === errors){
if(data.jsonrpc !== undefined){
let data43 = data.jsonrpc;
const _errs133 = errors;
if(typeof data43 !== "string"){
const err98 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if("2.0" !== data43){
const err99 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var valid29 = _errs133 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.method !== undefined){
let data44 = data.method;
const _errs136 = errors;
if(typeof data44 !== "string"){
const err100 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/11/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if("approval/resolved" !== data44){
const err101 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/11/properties/method/const",keyword:"const",params:{allowedValue: "approval/resolved"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var valid29 = _errs136 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data.params !== undefined){
const _errs138 = errors;
if(!(validate106(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
var valid29 = _errs138 === errors;
}
else {
var valid29 = true;
}
}
}
}
}
}
else {
const err102 = {instancePath,schemaPath:"#/oneOf/11/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
var _valid0 = _errs130 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 11];
}
else {
if(_valid0){
valid0 = true;
passing0 = 11;
if(props0 !== true){
props0 = true;
}
}
const _errs139 = errors;
if(errors === _errs139){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if(((data.method === undefined) && (missing15 = "method")) || ((data.params === undefined) && (missing15 = "params"))){
const err103 = {instancePath,schemaPath:"#/oneOf/12/required",keyword:"required",params:{missingProperty: missing15},message:"must have required property '"+missing15+"'"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
const _errs141 = errors;
for(const key15 in data){
if(!(((key15 === "jsonrpc") || (key15 === "method")) || (key15 === "params"))){
const err104 = {instancePath,schemaPath:"#/oneOf/12/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
break;
}
}
if(_errs141 === errors){
if(data.jsonrpc !== undefined){
let data46 = data.jsonrpc;
const _errs142 = errors;
if(typeof data46 !== "string"){
const err105 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if("2.0" !== data46){
const err106 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var valid31 = _errs142 === errors;
}
else {
var valid31 = true;
}
if(valid31){
if(data.method !== undefined){
let data47 = data.method;
const _errs145 = errors;
if(typeof data47 !== "string"){
const err107 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/12/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if("error/warning" !== data47){
const err108 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/12/properties/method/const",keyword:"const",params:{allowedValue: "error/warning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var valid31 = _errs145 === errors;
}
else {
var valid31 = true;
}
if(valid31){
if(data.params !== undefined){
let data48 = data.params;
const _errs147 = errors;
const _errs148 = errors;
if(errors === _errs148){
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
let missing16;
if((data48.message === undefined) && (missing16 = "message")){
const err109 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/WarningParams/required",keyword:"required",params:{missingProperty: missing16},message:"must have required property '"+missing16+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
else {
const _errs150 = errors;
for(const key16 in data48){
if(!((key16 === "message") || (key16 === "code"))){
const err110 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/WarningParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
break;
}
}
if(_errs150 === errors){
if(data48.message !== undefined){
const _errs151 = errors;
if(typeof data48.message !== "string"){
const err111 = {instancePath:instancePath+"/params/message",schemaPath:"definitions.json#/$defs/WarningParams/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var valid34 = _errs151 === errors;
}
else {
var valid34 = true;
}
if(valid34){
if(data48.code !== undefined){
const _errs153 = errors;
if(typeof data48.code !== "string"){
const err112 = {instancePath:instancePath+"/params/code",schemaPath:"definitions.json#/$defs/WarningParams/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var valid34 = _errs153 === errors;
}
else {
var valid34 = true;
}
}
}
}
}
else {
const err113 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/WarningParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
var valid31 = _errs147 === errors;
}
else {
var valid31 = true;
}
}
}
}
}
}
else {
const err114 = {instancePath,schemaPath:"#/oneOf/12/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
var _valid0 = _errs139 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 12];
}
else {
if(_valid0){
valid0 = true;
passing0 = 12;
if(props0 !== true){
props0 = true;
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
if(!valid0){
const err115 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
validate120.errors = vErrors;
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
validate120.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate120.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema198 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://vv-agent.dev/schemas/app-server/ServerRequest.json","title":"ServerRequest","description":"Requests the server sends to the client that owns a turn; the client answers by id.","oneOf":[{"type":"object","title":"approval/request","properties":{"jsonrpc":{"$ref":"definitions.json#/$defs/JsonRpcVersion"},"id":{"$ref":"definitions.json#/$defs/RequestId"},"method":{"type":"string","const":"approval/request"},"params":{"$ref":"definitions.json#/$defs/ApprovalRequestParams"}},"required":["id","method","params"],"additionalProperties":false,"x-vv-result":{"$ref":"definitions.json#/$defs/ApprovalResponse"}}]};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://vv-agent.dev/schemas/app-server/ServerRequest.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
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
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.id === undefined) && (missing0 = "id")) || ((data.method === undefined) && (missing0 = "method"))) || ((data.params === undefined) && (missing0 = "params"))){
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
const _errs4 = errors;
for(const key0 in data){
if(!((((key0 === "jsonrpc") || (key0 === "id")) || (key0 === "method")) || (key0 === "params"))){
const err1 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
if(data.jsonrpc !== undefined){
let data0 = data.jsonrpc;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("2.0" !== data0){
const err3 = {instancePath:instancePath+"/jsonrpc",schemaPath:"definitions.json#/$defs/JsonRpcVersion/const",keyword:"const",params:{allowedValue: "2.0"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data1 = data.id;
const _errs8 = errors;
const _errs10 = errors;
let valid4 = false;
let passing1 = null;
const _errs11 = errors;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs11 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs13 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid1 = _errs13 === errors;
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"definitions.json#/$defs/RequestId/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.method !== undefined){
let data2 = data.method;
const _errs15 = errors;
if(typeof data2 !== "string"){
const err7 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("approval/request" !== data2){
const err8 = {instancePath:instancePath+"/method",schemaPath:"#/oneOf/0/properties/method/const",keyword:"const",params:{allowedValue: "approval/request"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.params !== undefined){
let data3 = data.params;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((((((((data3.requestId === undefined) && (missing1 = "requestId")) || ((data3.threadId === undefined) && (missing1 = "threadId"))) || ((data3.turnId === undefined) && (missing1 = "turnId"))) || ((data3.toolCallId === undefined) && (missing1 = "toolCallId"))) || ((data3.toolName === undefined) && (missing1 = "toolName"))) || ((data3.preview === undefined) && (missing1 = "preview"))) || ((data3.arguments === undefined) && (missing1 = "arguments"))){
const err9 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
const _errs20 = errors;
for(const key1 in data3){
if(!(((((((key1 === "requestId") || (key1 === "threadId")) || (key1 === "turnId")) || (key1 === "toolCallId")) || (key1 === "toolName")) || (key1 === "preview")) || (key1 === "arguments"))){
const err10 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break;
}
}
if(_errs20 === errors){
if(data3.requestId !== undefined){
const _errs21 = errors;
if(typeof data3.requestId !== "string"){
const err11 = {instancePath:instancePath+"/params/requestId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data3.threadId !== undefined){
const _errs23 = errors;
if(typeof data3.threadId !== "string"){
const err12 = {instancePath:instancePath+"/params/threadId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data3.turnId !== undefined){
const _errs25 = errors;
if(typeof data3.turnId !== "string"){
const err13 = {instancePath:instancePath+"/params/turnId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/turnId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data3.toolCallId !== undefined){
const _errs27 = errors;
if(typeof data3.toolCallId !== "string"){
const err14 = {instancePath:instancePath+"/params/toolCallId",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/toolCallId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data3.toolName !== undefined){
const _errs29 = errors;
if(typeof data3.toolName !== "string"){
const err15 = {instancePath:instancePath+"/params/toolName",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/toolName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data3.preview !== undefined){
const _errs31 = errors;
if(typeof data3.preview !== "string"){
const err16 = {instancePath:instancePath+"/params/preview",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/preview/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid6 = _errs31 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data3.arguments !== undefined){
let data10 = data3.arguments;
const _errs33 = errors;
if(errors === _errs33){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err17 = {instancePath:instancePath+"/params/arguments",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
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
const err18 = {instancePath:instancePath+"/params",schemaPath:"definitions.json#/$defs/ApprovalRequestParams/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
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
if(!valid0){
const err20 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate131.errors = vErrors;
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
validate131.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate131.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://vv-agent.dev/schemas/app-server/JsonRpcMessage.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
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
if(!(validate111(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate111.errors : vErrors.concat(validate111.errors);
errors = vErrors.length;
}
else {
var props0 = validate111.evaluated.props;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs2 = errors;
if(!(validate110(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
else {
var props1 = validate110.evaluated.props;
}
var _valid0 = _errs2 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
const _errs3 = errors;
if(!(validate120(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
else {
var props2 = validate120.evaluated.props;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
}
const _errs4 = errors;
if(!(validate131(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate131.errors : vErrors.concat(validate131.errors);
errors = vErrors.length;
}
else {
var props3 = validate131.evaluated.props;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
}
const _errs5 = errors;
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs6 = errors;
if(!(validate26(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate117.errors = vErrors;
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
validate117.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate117.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateServerNotification = validate120;

export const validateServerRequest = validate131;

