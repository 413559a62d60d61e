// GENERATED from schemas/agentteam-dev/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.
/* eslint-disable */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateWorkspaceRole = validate21;
const schema32 = {"type":"string","enum":["owner","admin","member"],"description":"A user's role in a workspace: owners and admins create Apps directly and approve member requests.","title":"WorkspaceRole"};

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
if(!(((data === "owner") || (data === "admin")) || (data === "member"))){
validate21.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateAppTransport = validate22;
const schema33 = {"type":"string","enum":["runner_stream","callback"],"title":"AppTransport"};

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
if(!((data === "runner_stream") || (data === "callback"))){
validate22.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateAppStatus = validate23;
const schema34 = {"type":"string","enum":["pending_approval","active","rejected"],"description":"pending_approval: a member's request, no usable App; active: created by an owner/admin or approved; rejected: removed from Apps (kept for audit).","title":"AppStatus"};

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
if(typeof data !== "string"){
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "pending_approval") || (data === "active")) || (data === "rejected"))){
validate23.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateAppCredentialState = validate24;
const schema35 = {"type":"string","enum":["pending_approval","ready_to_claim","claimed"],"title":"AppCredentialState"};

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
if(typeof data !== "string"){
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "pending_approval") || (data === "ready_to_claim")) || (data === "claimed"))){
validate24.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateDeliveryStatus = validate25;
const schema36 = {"type":"string","enum":["pending","delivered","completed","failed","canceled"],"description":"pending: waiting for an attempt (first, or a retry after backoff); delivered: an attempt holds a lease; completed/failed/canceled are terminal.","title":"DeliveryStatus"};

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
if(!(((((data === "pending") || (data === "delivered")) || (data === "completed")) || (data === "failed")) || (data === "canceled"))){
validate25.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateAttemptStatus = validate26;
const schema37 = {"type":"string","enum":["active","ended","completed","failed","canceled"],"description":"active: leased; ended: callback non-2xx/timeout, stream disconnect or expired lease (see endReason); completed/failed: acked/failed by the App; canceled: the delivery was canceled.","title":"AttemptStatus"};

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
if(typeof data !== "string"){
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data === "active") || (data === "ended")) || (data === "completed")) || (data === "failed")) || (data === "canceled"))){
validate26.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateSkipReason = validate27;
const schema38 = {"type":"string","enum":["unknown_app","app_not_ready","not_in_channel"],"title":"SkipReason"};

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
if(typeof data !== "string"){
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "unknown_app") || (data === "app_not_ready")) || (data === "not_in_channel"))){
validate27.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateCodePointRange = validate28;
const schema39 = {"type":"object","properties":{"start":{"type":"integer","minimum":0},"end":{"type":"integer","minimum":0}},"required":["start","end"],"additionalProperties":true,"description":"Unicode code point offsets into text, end exclusive.","title":"CodePointRange"};

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
if(((data.start === undefined) && (missing0 = "start")) || ((data.end === undefined) && (missing0 = "end"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.start !== undefined){
let data0 = data.start;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate28.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.end !== undefined){
let data1 = data.end;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate28.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate28.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateUser = validate29;
const schema40 = {"type":"object","properties":{"userId":{"type":"string"},"name":{"type":"string"},"createdAt":{"type":"string","description":"RFC 3339 time."}},"required":["userId","name","createdAt"],"additionalProperties":false,"title":"User"};

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
if((((data.userId === undefined) && (missing0 = "userId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "userId") || (key0 === "name")) || (key0 === "createdAt"))){
validate29.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.userId !== undefined){
const _errs2 = errors;
if(typeof data.userId !== "string"){
validate29.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate29.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs6 = errors;
if(typeof data.createdAt !== "string"){
validate29.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCreateUserRequest = validate30;
const schema41 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100}},"required":["name"],"additionalProperties":true,"title":"CreateUserRequest"};
const func1 = require("ajv/dist/runtime/ucs2length").default;

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 100){
validate30.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate30.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCreateUserResponse = validate31;
const schema42 = {"type":"object","properties":{"user":{"$ref":"#/$defs/User"},"token":{"type":"string","description":"The user token, shown once (Cache-Control: no-store); stored as a SHA-256 hash."}},"required":["user","token"],"additionalProperties":false,"title":"CreateUserResponse"};

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
if(((data.user === undefined) && (missing0 = "user")) || ((data.token === undefined) && (missing0 = "token"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "user") || (key0 === "token"))){
validate31.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.user !== undefined){
let data0 = data.user;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.userId === undefined) && (missing1 = "userId")) || ((data0.name === undefined) && (missing1 = "name"))) || ((data0.createdAt === undefined) && (missing1 = "createdAt"))){
validate31.errors = [{instancePath:instancePath+"/user",schemaPath:"#/$defs/User/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!(((key1 === "userId") || (key1 === "name")) || (key1 === "createdAt"))){
validate31.errors = [{instancePath:instancePath+"/user",schemaPath:"#/$defs/User/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.userId !== undefined){
const _errs6 = errors;
if(typeof data0.userId !== "string"){
validate31.errors = [{instancePath:instancePath+"/user/userId",schemaPath:"#/$defs/User/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.name !== undefined){
const _errs8 = errors;
if(typeof data0.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/user/name",schemaPath:"#/$defs/User/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.createdAt !== undefined){
const _errs10 = errors;
if(typeof data0.createdAt !== "string"){
validate31.errors = [{instancePath:instancePath+"/user/createdAt",schemaPath:"#/$defs/User/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate31.errors = [{instancePath:instancePath+"/user",schemaPath:"#/$defs/User/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.token !== undefined){
const _errs12 = errors;
if(typeof data.token !== "string"){
validate31.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCreateTokenRequest = validate32;
const schema44 = {"type":"object","properties":{"expiresInSeconds":{"type":"integer","minimum":1,"maximum":31536000}},"required":[],"additionalProperties":true,"title":"CreateTokenRequest"};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.expiresInSeconds !== undefined){
let data0 = data.expiresInSeconds;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate32.errors = [{instancePath:instancePath+"/expiresInSeconds",schemaPath:"#/properties/expiresInSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 31536000 || isNaN(data0)){
validate32.errors = [{instancePath:instancePath+"/expiresInSeconds",schemaPath:"#/properties/expiresInSeconds/maximum",keyword:"maximum",params:{comparison: "<=", limit: 31536000},message:"must be <= 31536000"}];
return false;
}
else {
if(data0 < 1 || isNaN(data0)){
validate32.errors = [{instancePath:instancePath+"/expiresInSeconds",schemaPath:"#/properties/expiresInSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateTokenResponse = validate33;
const schema45 = {"type":"object","properties":{"token":{"type":"string"},"expiresAt":{"type":"string","description":"RFC 3339 time."}},"required":["token"],"additionalProperties":false,"title":"TokenResponse"};

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
if((data.token === undefined) && (missing0 = "token")){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "token") || (key0 === "expiresAt"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.token !== undefined){
const _errs2 = errors;
if(typeof data.token !== "string"){
validate33.errors = [{instancePath:instancePath+"/token",schemaPath:"#/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiresAt !== undefined){
const _errs4 = errors;
if(typeof data.expiresAt !== "string"){
validate33.errors = [{instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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

export const validateWorkspaceMembership = validate34;
const schema46 = {"type":"object","properties":{"workspaceId":{"type":"string"},"name":{"type":"string"},"role":{"$ref":"#/$defs/WorkspaceRole"}},"required":["workspaceId","name","role"],"additionalProperties":false,"title":"WorkspaceMembership"};

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
if((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.role === undefined) && (missing0 = "role"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "workspaceId") || (key0 === "name")) || (key0 === "role"))){
validate34.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.workspaceId !== undefined){
const _errs2 = errors;
if(typeof data.workspaceId !== "string"){
validate34.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate34.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data2 = data.role;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate34.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "owner") || (data2 === "admin")) || (data2 === "member"))){
validate34.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCurrentUserResponse = validate35;
const schema48 = {"type":"object","properties":{"user":{"$ref":"#/$defs/User"},"workspaces":{"type":"array","items":{"$ref":"#/$defs/WorkspaceMembership"}}},"required":["user","workspaces"],"additionalProperties":false,"title":"CurrentUserResponse"};

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
if(((data.user === undefined) && (missing0 = "user")) || ((data.workspaces === undefined) && (missing0 = "workspaces"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "user") || (key0 === "workspaces"))){
validate35.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.user !== undefined){
let data0 = data.user;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((((data0.userId === undefined) && (missing1 = "userId")) || ((data0.name === undefined) && (missing1 = "name"))) || ((data0.createdAt === undefined) && (missing1 = "createdAt"))){
validate35.errors = [{instancePath:instancePath+"/user",schemaPath:"#/$defs/User/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!(((key1 === "userId") || (key1 === "name")) || (key1 === "createdAt"))){
validate35.errors = [{instancePath:instancePath+"/user",schemaPath:"#/$defs/User/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.userId !== undefined){
const _errs6 = errors;
if(typeof data0.userId !== "string"){
validate35.errors = [{instancePath:instancePath+"/user/userId",schemaPath:"#/$defs/User/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.name !== undefined){
const _errs8 = errors;
if(typeof data0.name !== "string"){
validate35.errors = [{instancePath:instancePath+"/user/name",schemaPath:"#/$defs/User/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.createdAt !== undefined){
const _errs10 = errors;
if(typeof data0.createdAt !== "string"){
validate35.errors = [{instancePath:instancePath+"/user/createdAt",schemaPath:"#/$defs/User/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate35.errors = [{instancePath:instancePath+"/user",schemaPath:"#/$defs/User/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaces !== undefined){
let data4 = data.workspaces;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data4)){
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate34(data4[i0], {instancePath:instancePath+"/workspaces/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid3 = _errs14 === errors;
if(!valid3){
break;
}
}
}
else {
validate35.errors = [{instancePath:instancePath+"/workspaces",schemaPath:"#/properties/workspaces/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCreateWorkspaceRequest = validate37;
const schema50 = {"type":"object","properties":{"name":{"type":"string","minLength":1,"maxLength":100}},"required":["name"],"additionalProperties":true,"title":"CreateWorkspaceRequest"};

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
if((data.name === undefined) && (missing0 = "name")){
validate37.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 100){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

export const validateWorkspace = validate38;
const schema51 = {"type":"object","properties":{"workspaceId":{"type":"string"},"name":{"type":"string"},"role":{"$ref":"#/$defs/WorkspaceRole"},"createdAt":{"type":"string","description":"RFC 3339 time."}},"required":["workspaceId","name","role","createdAt"],"additionalProperties":false,"description":"A workspace as the caller sees it (role is the caller's).","title":"Workspace"};

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
if(((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "workspaceId") || (key0 === "name")) || (key0 === "role")) || (key0 === "createdAt"))){
validate38.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.workspaceId !== undefined){
const _errs2 = errors;
if(typeof data.workspaceId !== "string"){
validate38.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate38.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data2 = data.role;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate38.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "owner") || (data2 === "admin")) || (data2 === "member"))){
validate38.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs9 = errors;
if(typeof data.createdAt !== "string"){
validate38.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAddMemberRequest = validate39;
const schema53 = {"type":"object","properties":{"userId":{"type":"string","minLength":1},"role":{"$ref":"#/$defs/WorkspaceRole"}},"required":["userId","role"],"additionalProperties":true,"title":"AddMemberRequest"};

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
if(((data.userId === undefined) && (missing0 = "userId")) || ((data.role === undefined) && (missing0 = "role"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.userId !== undefined){
let data0 = data.userId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate39.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data1 = data.role;
const _errs4 = errors;
if(typeof data1 !== "string"){
validate39.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data1 === "owner") || (data1 === "admin")) || (data1 === "member"))){
validate39.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
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
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateWorkspaceMember = validate40;
const schema55 = {"type":"object","properties":{"workspaceId":{"type":"string"},"userId":{"type":"string"},"memberId":{"type":"string"},"name":{"type":"string"},"role":{"$ref":"#/$defs/WorkspaceRole"},"joinedAt":{"type":"string","description":"RFC 3339 time."}},"required":["workspaceId","userId","memberId","name","role","joinedAt"],"additionalProperties":false,"title":"WorkspaceMember"};

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
if(((((((data.workspaceId === undefined) && (missing0 = "workspaceId")) || ((data.userId === undefined) && (missing0 = "userId"))) || ((data.memberId === undefined) && (missing0 = "memberId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.role === undefined) && (missing0 = "role"))) || ((data.joinedAt === undefined) && (missing0 = "joinedAt"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "workspaceId") || (key0 === "userId")) || (key0 === "memberId")) || (key0 === "name")) || (key0 === "role")) || (key0 === "joinedAt"))){
validate40.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.workspaceId !== undefined){
const _errs2 = errors;
if(typeof data.workspaceId !== "string"){
validate40.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
const _errs4 = errors;
if(typeof data.userId !== "string"){
validate40.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memberId !== undefined){
const _errs6 = errors;
if(typeof data.memberId !== "string"){
validate40.errors = [{instancePath:instancePath+"/memberId",schemaPath:"#/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs8 = errors;
if(typeof data.name !== "string"){
validate40.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.role !== undefined){
let data4 = data.role;
const _errs10 = errors;
if(typeof data4 !== "string"){
validate40.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data4 === "owner") || (data4 === "admin")) || (data4 === "member"))){
validate40.errors = [{instancePath:instancePath+"/role",schemaPath:"#/$defs/WorkspaceRole/enum",keyword:"enum",params:{allowedValues: schema32.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.joinedAt !== undefined){
const _errs13 = errors;
if(typeof data.joinedAt !== "string"){
validate40.errors = [{instancePath:instancePath+"/joinedAt",schemaPath:"#/properties/joinedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMemberList = validate41;
const schema57 = {"type":"object","properties":{"members":{"type":"array","items":{"$ref":"#/$defs/WorkspaceMember"}}},"required":["members"],"additionalProperties":false,"title":"MemberList"};

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
if((data.members === undefined) && (missing0 = "members")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "members")){
validate41.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.members !== undefined){
let data0 = data.members;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate40(data0[i0], {instancePath:instancePath+"/members/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate41.errors = [{instancePath:instancePath+"/members",schemaPath:"#/properties/members/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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

export const validateCreateChannelRequest = validate43;
const schema58 = {"type":"object","properties":{"name":{"type":"string","pattern":"^[a-z0-9][a-z0-9_-]{0,79}$"}},"required":["name"],"additionalProperties":true,"title":"CreateChannelRequest"};
const pattern4 = new RegExp("^[a-z0-9][a-z0-9_-]{0,79}$", "u");

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
validate43.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9][a-z0-9_-]{0,79}$"},message:"must match pattern \""+"^[a-z0-9][a-z0-9_-]{0,79}$"+"\""}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateChannel = validate44;
const schema59 = {"type":"object","properties":{"channelId":{"type":"string"},"workspaceId":{"type":"string"},"name":{"type":"string"},"createdAt":{"type":"string","description":"RFC 3339 time."}},"required":["channelId","workspaceId","name","createdAt"],"additionalProperties":false,"title":"Channel"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.channelId === undefined) && (missing0 = "channelId")) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "channelId") || (key0 === "workspaceId")) || (key0 === "name")) || (key0 === "createdAt"))){
validate44.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channelId !== undefined){
const _errs2 = errors;
if(typeof data.channelId !== "string"){
validate44.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaceId !== undefined){
const _errs4 = errors;
if(typeof data.workspaceId !== "string"){
validate44.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs6 = errors;
if(typeof data.name !== "string"){
validate44.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs8 = errors;
if(typeof data.createdAt !== "string"){
validate44.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateChannelList = validate45;
const schema60 = {"type":"object","properties":{"channels":{"type":"array","items":{"$ref":"#/$defs/Channel"}}},"required":["channels"],"additionalProperties":false,"title":"ChannelList"};

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
if((data.channels === undefined) && (missing0 = "channels")){
validate45.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "channels")){
validate45.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channels !== undefined){
let data0 = data.channels;
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
if(((((data1.channelId === undefined) && (missing1 = "channelId")) || ((data1.workspaceId === undefined) && (missing1 = "workspaceId"))) || ((data1.name === undefined) && (missing1 = "name"))) || ((data1.createdAt === undefined) && (missing1 = "createdAt"))){
validate45.errors = [{instancePath:instancePath+"/channels/" + i0,schemaPath:"#/$defs/Channel/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs7 = errors;
for(const key1 in data1){
if(!((((key1 === "channelId") || (key1 === "workspaceId")) || (key1 === "name")) || (key1 === "createdAt"))){
validate45.errors = [{instancePath:instancePath+"/channels/" + i0,schemaPath:"#/$defs/Channel/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs7 === errors){
if(data1.channelId !== undefined){
const _errs8 = errors;
if(typeof data1.channelId !== "string"){
validate45.errors = [{instancePath:instancePath+"/channels/" + i0+"/channelId",schemaPath:"#/$defs/Channel/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.workspaceId !== undefined){
const _errs10 = errors;
if(typeof data1.workspaceId !== "string"){
validate45.errors = [{instancePath:instancePath+"/channels/" + i0+"/workspaceId",schemaPath:"#/$defs/Channel/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.name !== undefined){
const _errs12 = errors;
if(typeof data1.name !== "string"){
validate45.errors = [{instancePath:instancePath+"/channels/" + i0+"/name",schemaPath:"#/$defs/Channel/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.createdAt !== undefined){
const _errs14 = errors;
if(typeof data1.createdAt !== "string"){
validate45.errors = [{instancePath:instancePath+"/channels/" + i0+"/createdAt",schemaPath:"#/$defs/Channel/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
}
else {
validate45.errors = [{instancePath:instancePath+"/channels/" + i0,schemaPath:"#/$defs/Channel/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate45.errors = [{instancePath:instancePath+"/channels",schemaPath:"#/properties/channels/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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

export const validateAddChannelAppRequest = validate46;
const schema62 = {"type":"object","properties":{"installationId":{"type":"string","minLength":1}},"required":["installationId"],"additionalProperties":true,"title":"AddChannelAppRequest"};

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
if((data.installationId === undefined) && (missing0 = "installationId")){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.installationId !== undefined){
let data0 = data.installationId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate46.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

export const validateChannelApp = validate47;
const schema63 = {"type":"object","properties":{"channelId":{"type":"string"},"installationId":{"type":"string"},"serviceMemberId":{"type":"string"},"member":{"type":"boolean"}},"required":["channelId","installationId","serviceMemberId","member"],"additionalProperties":false,"title":"ChannelApp"};

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
if(((((data.channelId === undefined) && (missing0 = "channelId")) || ((data.installationId === undefined) && (missing0 = "installationId"))) || ((data.serviceMemberId === undefined) && (missing0 = "serviceMemberId"))) || ((data.member === undefined) && (missing0 = "member"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "channelId") || (key0 === "installationId")) || (key0 === "serviceMemberId")) || (key0 === "member"))){
validate47.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.channelId !== undefined){
const _errs2 = errors;
if(typeof data.channelId !== "string"){
validate47.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installationId !== undefined){
const _errs4 = errors;
if(typeof data.installationId !== "string"){
validate47.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceMemberId !== undefined){
const _errs6 = errors;
if(typeof data.serviceMemberId !== "string"){
validate47.errors = [{instancePath:instancePath+"/serviceMemberId",schemaPath:"#/properties/serviceMemberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.member !== undefined){
const _errs8 = errors;
if(typeof data.member !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/member",schemaPath:"#/properties/member/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCreateAppRequest = validate48;
const schema64 = {"type":"object","properties":{"name":{"type":"string","pattern":"^[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]{0,63}$","description":"Letters, digits, _ . - (Unicode letters allowed); unique among the workspace's Apps; mentioned as @name."},"displayName":{"type":"string","minLength":1,"maxLength":100},"transports":{"type":"array","items":{"$ref":"#/$defs/AppTransport"},"minItems":1,"uniqueItems":true},"callbackUrl":{"type":"string","pattern":"^https?://","description":"Base URL of the callback service; deliveries are POSTed to <callbackUrl>/events (unless it already ends in /events). Required with the callback transport."}},"required":["name","transports"],"additionalProperties":true,"title":"CreateAppRequest"};
const pattern5 = new RegExp("^[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]{0,63}$", "u");
const pattern6 = new RegExp("^https?://", "u");
const func0 = require("ajv/dist/runtime/equal").default;

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
if(((data.name === undefined) && (missing0 = "name")) || ((data.transports === undefined) && (missing0 = "transports"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
validate48.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]{0,63}$"},message:"must match pattern \""+"^[\\p{L}\\p{N}][\\p{L}\\p{N}_.-]{0,63}$"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
let data1 = data.displayName;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) > 100){
validate48.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(func1(data1) < 1){
validate48.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transports !== undefined){
let data2 = data.transports;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length < 1){
validate48.errors = [{instancePath:instancePath+"/transports",schemaPath:"#/properties/transports/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
if(typeof data3 !== "string"){
validate48.errors = [{instancePath:instancePath+"/transports/" + i0,schemaPath:"#/$defs/AppTransport/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data3 === "runner_stream") || (data3 === "callback"))){
validate48.errors = [{instancePath:instancePath+"/transports/" + i0,schemaPath:"#/$defs/AppTransport/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data2.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data2[i1], data2[j0])){
validate48.errors = [{instancePath:instancePath+"/transports",schemaPath:"#/properties/transports/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/transports",schemaPath:"#/properties/transports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callbackUrl !== undefined){
let data4 = data.callbackUrl;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
validate48.errors = [{instancePath:instancePath+"/callbackUrl",schemaPath:"#/properties/callbackUrl/pattern",keyword:"pattern",params:{pattern: "^https?://"},message:"must match pattern \""+"^https?://"+"\""}];
return false;
}
}
else {
validate48.errors = [{instancePath:instancePath+"/callbackUrl",schemaPath:"#/properties/callbackUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateApp = validate49;
const schema66 = {"type":"object","properties":{"appId":{"type":"string"},"installationId":{"type":"string"},"serviceDefinitionId":{"type":"string"},"serviceMemberId":{"type":"string"},"workspaceId":{"type":"string"},"name":{"type":"string"},"displayName":{"type":"string"},"transports":{"type":"array","items":{"$ref":"#/$defs/AppTransport"}},"callbackUrl":{"type":"string"},"status":{"$ref":"#/$defs/AppStatus"},"credentialState":{"$ref":"#/$defs/AppCredentialState"},"createdBy":{"type":"string","description":"userId of the creator, the first App manager."},"channelIds":{"type":"array","items":{"type":"string"}},"createdAt":{"type":"string","description":"RFC 3339 time."},"claimedAt":{"type":"string","description":"RFC 3339 time."}},"required":["appId","installationId","serviceDefinitionId","serviceMemberId","workspaceId","name","displayName","transports","status","credentialState","createdBy","channelIds","createdAt"],"additionalProperties":false,"title":"App"};
const func10 = Object.prototype.hasOwnProperty;

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
if((((((((((((((data.appId === undefined) && (missing0 = "appId")) || ((data.installationId === undefined) && (missing0 = "installationId"))) || ((data.serviceDefinitionId === undefined) && (missing0 = "serviceDefinitionId"))) || ((data.serviceMemberId === undefined) && (missing0 = "serviceMemberId"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.displayName === undefined) && (missing0 = "displayName"))) || ((data.transports === undefined) && (missing0 = "transports"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.credentialState === undefined) && (missing0 = "credentialState"))) || ((data.createdBy === undefined) && (missing0 = "createdBy"))) || ((data.channelIds === undefined) && (missing0 = "channelIds"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate49.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func10.call(schema66.properties, key0))){
validate49.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.appId !== undefined){
const _errs2 = errors;
if(typeof data.appId !== "string"){
validate49.errors = [{instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installationId !== undefined){
const _errs4 = errors;
if(typeof data.installationId !== "string"){
validate49.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceDefinitionId !== undefined){
const _errs6 = errors;
if(typeof data.serviceDefinitionId !== "string"){
validate49.errors = [{instancePath:instancePath+"/serviceDefinitionId",schemaPath:"#/properties/serviceDefinitionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceMemberId !== undefined){
const _errs8 = errors;
if(typeof data.serviceMemberId !== "string"){
validate49.errors = [{instancePath:instancePath+"/serviceMemberId",schemaPath:"#/properties/serviceMemberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaceId !== undefined){
const _errs10 = errors;
if(typeof data.workspaceId !== "string"){
validate49.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs12 = errors;
if(typeof data.name !== "string"){
validate49.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
const _errs14 = errors;
if(typeof data.displayName !== "string"){
validate49.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transports !== undefined){
let data7 = data.transports;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
var valid1 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs18 = errors;
if(typeof data8 !== "string"){
validate49.errors = [{instancePath:instancePath+"/transports/" + i0,schemaPath:"#/$defs/AppTransport/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data8 === "runner_stream") || (data8 === "callback"))){
validate49.errors = [{instancePath:instancePath+"/transports/" + i0,schemaPath:"#/$defs/AppTransport/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid1 = _errs18 === errors;
if(!valid1){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/transports",schemaPath:"#/properties/transports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callbackUrl !== undefined){
const _errs21 = errors;
if(typeof data.callbackUrl !== "string"){
validate49.errors = [{instancePath:instancePath+"/callbackUrl",schemaPath:"#/properties/callbackUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data10 = data.status;
const _errs23 = errors;
if(typeof data10 !== "string"){
validate49.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/AppStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data10 === "pending_approval") || (data10 === "active")) || (data10 === "rejected"))){
validate49.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/AppStatus/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentialState !== undefined){
let data11 = data.credentialState;
const _errs26 = errors;
if(typeof data11 !== "string"){
validate49.errors = [{instancePath:instancePath+"/credentialState",schemaPath:"#/$defs/AppCredentialState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data11 === "pending_approval") || (data11 === "ready_to_claim")) || (data11 === "claimed"))){
validate49.errors = [{instancePath:instancePath+"/credentialState",schemaPath:"#/$defs/AppCredentialState/enum",keyword:"enum",params:{allowedValues: schema35.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdBy !== undefined){
const _errs29 = errors;
if(typeof data.createdBy !== "string"){
validate49.errors = [{instancePath:instancePath+"/createdBy",schemaPath:"#/properties/createdBy/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channelIds !== undefined){
let data13 = data.channelIds;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data13)){
var valid5 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
const _errs33 = errors;
if(typeof data13[i1] !== "string"){
validate49.errors = [{instancePath:instancePath+"/channelIds/" + i1,schemaPath:"#/properties/channelIds/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs33 === errors;
if(!valid5){
break;
}
}
}
else {
validate49.errors = [{instancePath:instancePath+"/channelIds",schemaPath:"#/properties/channelIds/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs35 = errors;
if(typeof data.createdAt !== "string"){
validate49.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claimedAt !== undefined){
const _errs37 = errors;
if(typeof data.claimedAt !== "string"){
validate49.errors = [{instancePath:instancePath+"/claimedAt",schemaPath:"#/properties/claimedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
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

export const validateAppList = validate50;
const schema70 = {"type":"object","properties":{"apps":{"type":"array","items":{"$ref":"#/$defs/App"}}},"required":["apps"],"additionalProperties":false,"title":"AppList"};

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
if((data.apps === undefined) && (missing0 = "apps")){
validate50.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "apps")){
validate50.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.apps !== undefined){
let data0 = data.apps;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate49(data0[i0], {instancePath:instancePath+"/apps/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate50.errors = [{instancePath:instancePath+"/apps",schemaPath:"#/properties/apps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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

export const validateInitialCredentials = validate52;
const schema71 = {"type":"object","properties":{"runnerToken":{"type":"string"},"callbackSigningSecret":{"type":"string"}},"required":[],"additionalProperties":false,"description":"Plaintext credentials, shown once (Cache-Control: no-store).","title":"InitialCredentials"};

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
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "runnerToken") || (key0 === "callbackSigningSecret"))){
validate52.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.runnerToken !== undefined){
const _errs2 = errors;
if(typeof data.runnerToken !== "string"){
validate52.errors = [{instancePath:instancePath+"/runnerToken",schemaPath:"#/properties/runnerToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callbackSigningSecret !== undefined){
const _errs4 = errors;
if(typeof data.callbackSigningSecret !== "string"){
validate52.errors = [{instancePath:instancePath+"/callbackSigningSecret",schemaPath:"#/properties/callbackSigningSecret/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCreateAppResponse = validate53;
const schema72 = {"type":"object","properties":{"app":{"$ref":"#/$defs/App"},"credentials":{"$ref":"#/$defs/InitialCredentials"}},"required":["app"],"additionalProperties":false,"description":"201 with credentials for an owner/admin; 202 without for a member's request (pending_approval).","title":"CreateAppResponse"};

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
if((data.app === undefined) && (missing0 = "app")){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "app") || (key0 === "credentials"))){
validate53.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.app !== undefined){
const _errs2 = errors;
if(!(validate49(data.app, {instancePath:instancePath+"/app",parentData:data,parentDataProperty:"app",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.credentials !== undefined){
let data1 = data.credentials;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "runnerToken") || (key1 === "callbackSigningSecret"))){
validate53.errors = [{instancePath:instancePath+"/credentials",schemaPath:"#/$defs/InitialCredentials/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs6 === errors){
if(data1.runnerToken !== undefined){
const _errs7 = errors;
if(typeof data1.runnerToken !== "string"){
validate53.errors = [{instancePath:instancePath+"/credentials/runnerToken",schemaPath:"#/$defs/InitialCredentials/properties/runnerToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.callbackSigningSecret !== undefined){
const _errs9 = errors;
if(typeof data1.callbackSigningSecret !== "string"){
validate53.errors = [{instancePath:instancePath+"/credentials/callbackSigningSecret",schemaPath:"#/$defs/InitialCredentials/properties/callbackSigningSecret/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/credentials",schemaPath:"#/$defs/InitialCredentials/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRotateRunnerTokenResponse = validate55;
const schema74 = {"type":"object","properties":{"runnerToken":{"type":"string"}},"required":["runnerToken"],"additionalProperties":false,"description":"The new runner token, shown once; the old one answers 401 token_disabled from now on.","title":"RotateRunnerTokenResponse"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.runnerToken === undefined) && (missing0 = "runnerToken")){
validate55.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "runnerToken")){
validate55.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.runnerToken !== undefined){
if(typeof data.runnerToken !== "string"){
validate55.errors = [{instancePath:instancePath+"/runnerToken",schemaPath:"#/properties/runnerToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePostMention = validate56;
const schema75 = {"type":"object","properties":{"type":{"$ref":"#/$defs/MemberKind"},"serviceMemberId":{"type":"string","minLength":1},"appName":{"type":"string","minLength":1,"description":"Alternative to serviceMemberId for type service."},"memberId":{"type":"string","minLength":1},"range":{"$ref":"#/$defs/CodePointRange"}},"required":["type","range"],"additionalProperties":true,"title":"PostMention"};
const schema76 = {"type":"string","enum":["human","service"],"description":"A human workspace member or an App service member.","title":"MemberKind"};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.range === undefined) && (missing0 = "range"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate56.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/MemberKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "human") || (data0 === "service"))){
validate56.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/MemberKind/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceMemberId !== undefined){
let data1 = data.serviceMemberId;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate56.errors = [{instancePath:instancePath+"/serviceMemberId",schemaPath:"#/properties/serviceMemberId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/serviceMemberId",schemaPath:"#/properties/serviceMemberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appName !== undefined){
let data2 = data.appName;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate56.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memberId !== undefined){
let data3 = data.memberId;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate56.errors = [{instancePath:instancePath+"/memberId",schemaPath:"#/properties/memberId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate56.errors = [{instancePath:instancePath+"/memberId",schemaPath:"#/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.range !== undefined){
let data4 = data.range;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if(((data4.start === undefined) && (missing1 = "start")) || ((data4.end === undefined) && (missing1 = "end"))){
validate56.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/CodePointRange/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.start !== undefined){
let data5 = data4.start;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate56.errors = [{instancePath:instancePath+"/range/start",schemaPath:"#/$defs/CodePointRange/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate56.errors = [{instancePath:instancePath+"/range/start",schemaPath:"#/$defs/CodePointRange/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.end !== undefined){
let data6 = data4.end;
const _errs17 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate56.errors = [{instancePath:instancePath+"/range/end",schemaPath:"#/$defs/CodePointRange/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs17){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
validate56.errors = [{instancePath:instancePath+"/range/end",schemaPath:"#/$defs/CodePointRange/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/CodePointRange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePostMessageRequest = validate57;
const schema78 = {"type":"object","properties":{"text":{"type":"string","minLength":1,"maxLength":40000},"threadId":{"type":"string","minLength":1,"description":"Root message id of the thread to post in; threads inherit the channel's App membership."},"mentions":{"type":"array","items":{"$ref":"#/$defs/PostMention"},"maxItems":50},"devFault":{"$ref":"#/$defs/DevFault"}},"required":["text"],"additionalProperties":true,"title":"PostMessageRequest"};
const schema79 = {"type":"string","enum":["callback_timeout","first_attempt_lost"],"description":"Local platform only (`agentteam trigger`): a fault for the first attempt of each delivery the message creates. callback_timeout: the first callback attempt ends with callback_timeout before its envelope is sent (the App receives it as a late, already-ended attempt), then the delivery is retried; first_attempt_lost: the first attempt is leased for 1 s but never handed to the App, as if the runner had crashed right after taking it, so its lease expires and the delivery is redelivered.","title":"DevFault"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
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
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.text !== undefined){
let data0 = data.text;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) > 40000){
validate57.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 40000},message:"must NOT have more than 40000 characters"}];
return false;
}
else {
if(func1(data0) < 1){
validate57.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
let data1 = data.threadId;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate57.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate57.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mentions !== undefined){
let data2 = data.mentions;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
if(data2.length > 50){
validate57.errors = [{instancePath:instancePath+"/mentions",schemaPath:"#/properties/mentions/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate56(data2[i0], {instancePath:instancePath+"/mentions/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var valid1 = _errs8 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/mentions",schemaPath:"#/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.devFault !== undefined){
let data4 = data.devFault;
const _errs9 = errors;
if(typeof data4 !== "string"){
validate57.errors = [{instancePath:instancePath+"/devFault",schemaPath:"#/$defs/DevFault/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "callback_timeout") || (data4 === "first_attempt_lost"))){
validate57.errors = [{instancePath:instancePath+"/devFault",schemaPath:"#/$defs/DevFault/enum",keyword:"enum",params:{allowedValues: schema79.enum},message:"must be equal to one of the allowed values"}];
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
else {
validate57.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMessageAuthorView = validate59;
const schema80 = {"type":"object","properties":{"type":{"$ref":"#/$defs/MemberKind"},"id":{"type":"string","description":"memberId of a human, serviceMemberId of an App."},"displayName":{"type":"string"}},"required":["type","id","displayName"],"additionalProperties":false,"title":"MessageAuthorView"};

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
if((((data.type === undefined) && (missing0 = "type")) || ((data.id === undefined) && (missing0 = "id"))) || ((data.displayName === undefined) && (missing0 = "displayName"))){
validate59.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "id")) || (key0 === "displayName"))){
validate59.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate59.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/MemberKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "human") || (data0 === "service"))){
validate59.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/MemberKind/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs5 = errors;
if(typeof data.id !== "string"){
validate59.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayName !== undefined){
const _errs7 = errors;
if(typeof data.displayName !== "string"){
validate59.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMessageMention = validate60;
const schema82 = {"type":"object","properties":{"type":{"$ref":"#/$defs/MemberKind"},"serviceMemberId":{"type":"string"},"memberId":{"type":"string"},"range":{"$ref":"#/$defs/CodePointRange"}},"required":["type","range"],"additionalProperties":false,"title":"MessageMention"};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.range === undefined) && (missing0 = "range"))){
validate60.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "serviceMemberId")) || (key0 === "memberId")) || (key0 === "range"))){
validate60.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/MemberKind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data0 === "human") || (data0 === "service"))){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/$defs/MemberKind/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.serviceMemberId !== undefined){
const _errs5 = errors;
if(typeof data.serviceMemberId !== "string"){
validate60.errors = [{instancePath:instancePath+"/serviceMemberId",schemaPath:"#/properties/serviceMemberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.memberId !== undefined){
const _errs7 = errors;
if(typeof data.memberId !== "string"){
validate60.errors = [{instancePath:instancePath+"/memberId",schemaPath:"#/properties/memberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.range !== undefined){
let data3 = data.range;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.start === undefined) && (missing1 = "start")) || ((data3.end === undefined) && (missing1 = "end"))){
validate60.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/CodePointRange/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.start !== undefined){
let data4 = data3.start;
const _errs13 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate60.errors = [{instancePath:instancePath+"/range/start",schemaPath:"#/$defs/CodePointRange/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs13){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate60.errors = [{instancePath:instancePath+"/range/start",schemaPath:"#/$defs/CodePointRange/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.end !== undefined){
let data5 = data3.end;
const _errs15 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate60.errors = [{instancePath:instancePath+"/range/end",schemaPath:"#/$defs/CodePointRange/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate60.errors = [{instancePath:instancePath+"/range/end",schemaPath:"#/$defs/CodePointRange/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/CodePointRange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
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
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMessageSource = validate61;
const schema85 = {"type":"object","properties":{"deliveryId":{"type":"string"},"attemptId":{"type":"string"},"effectId":{"type":"string"}},"required":["deliveryId","attemptId","effectId"],"additionalProperties":false,"description":"Set on a reply written through the Runtime API.","title":"MessageSource"};

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
let missing0;
if((((data.deliveryId === undefined) && (missing0 = "deliveryId")) || ((data.attemptId === undefined) && (missing0 = "attemptId"))) || ((data.effectId === undefined) && (missing0 = "effectId"))){
validate61.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "deliveryId") || (key0 === "attemptId")) || (key0 === "effectId"))){
validate61.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.deliveryId !== undefined){
const _errs2 = errors;
if(typeof data.deliveryId !== "string"){
validate61.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptId !== undefined){
const _errs4 = errors;
if(typeof data.attemptId !== "string"){
validate61.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.effectId !== undefined){
const _errs6 = errors;
if(typeof data.effectId !== "string"){
validate61.errors = [{instancePath:instancePath+"/effectId",schemaPath:"#/properties/effectId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMessage = validate62;
const schema86 = {"type":"object","properties":{"messageId":{"type":"string"},"seq":{"type":"integer"},"workspaceId":{"type":"string"},"channelId":{"type":"string"},"threadId":{"type":"string"},"replyToMessageId":{"type":"string"},"text":{"type":"string"},"author":{"$ref":"#/$defs/MessageAuthorView"},"mentions":{"type":"array","items":{"$ref":"#/$defs/MessageMention"}},"source":{"$ref":"#/$defs/MessageSource"},"createdAt":{"type":"string","description":"RFC 3339 time."}},"required":["messageId","seq","workspaceId","channelId","text","author","mentions","createdAt"],"additionalProperties":false,"title":"Message"};

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
if(((((((((data.messageId === undefined) && (missing0 = "messageId")) || ((data.seq === undefined) && (missing0 = "seq"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.channelId === undefined) && (missing0 = "channelId"))) || ((data.text === undefined) && (missing0 = "text"))) || ((data.author === undefined) && (missing0 = "author"))) || ((data.mentions === undefined) && (missing0 = "mentions"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func10.call(schema86.properties, key0))){
validate62.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.messageId !== undefined){
const _errs2 = errors;
if(typeof data.messageId !== "string"){
validate62.errors = [{instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.seq !== undefined){
let data1 = data.seq;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate62.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaceId !== undefined){
const _errs6 = errors;
if(typeof data.workspaceId !== "string"){
validate62.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channelId !== undefined){
const _errs8 = errors;
if(typeof data.channelId !== "string"){
validate62.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.threadId !== undefined){
const _errs10 = errors;
if(typeof data.threadId !== "string"){
validate62.errors = [{instancePath:instancePath+"/threadId",schemaPath:"#/properties/threadId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replyToMessageId !== undefined){
const _errs12 = errors;
if(typeof data.replyToMessageId !== "string"){
validate62.errors = [{instancePath:instancePath+"/replyToMessageId",schemaPath:"#/properties/replyToMessageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs14 = errors;
if(typeof data.text !== "string"){
validate62.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.author !== undefined){
const _errs16 = errors;
if(!(validate59(data.author, {instancePath:instancePath+"/author",parentData:data,parentDataProperty:"author",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mentions !== undefined){
let data8 = data.mentions;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid1 = true;
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
const _errs19 = errors;
if(!(validate60(data8[i0], {instancePath:instancePath+"/mentions/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid1 = _errs19 === errors;
if(!valid1){
break;
}
}
}
else {
validate62.errors = [{instancePath:instancePath+"/mentions",schemaPath:"#/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.source !== undefined){
let data10 = data.source;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if((((data10.deliveryId === undefined) && (missing1 = "deliveryId")) || ((data10.attemptId === undefined) && (missing1 = "attemptId"))) || ((data10.effectId === undefined) && (missing1 = "effectId"))){
validate62.errors = [{instancePath:instancePath+"/source",schemaPath:"#/$defs/MessageSource/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs23 = errors;
for(const key1 in data10){
if(!(((key1 === "deliveryId") || (key1 === "attemptId")) || (key1 === "effectId"))){
validate62.errors = [{instancePath:instancePath+"/source",schemaPath:"#/$defs/MessageSource/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs23 === errors){
if(data10.deliveryId !== undefined){
const _errs24 = errors;
if(typeof data10.deliveryId !== "string"){
validate62.errors = [{instancePath:instancePath+"/source/deliveryId",schemaPath:"#/$defs/MessageSource/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data10.attemptId !== undefined){
const _errs26 = errors;
if(typeof data10.attemptId !== "string"){
validate62.errors = [{instancePath:instancePath+"/source/attemptId",schemaPath:"#/$defs/MessageSource/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data10.effectId !== undefined){
const _errs28 = errors;
if(typeof data10.effectId !== "string"){
validate62.errors = [{instancePath:instancePath+"/source/effectId",schemaPath:"#/$defs/MessageSource/properties/effectId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs28 === errors;
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
validate62.errors = [{instancePath:instancePath+"/source",schemaPath:"#/$defs/MessageSource/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs30 = errors;
if(typeof data.createdAt !== "string"){
validate62.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMessageList = validate65;
const schema88 = {"type":"object","properties":{"messages":{"type":"array","items":{"$ref":"#/$defs/Message"}}},"required":["messages"],"additionalProperties":false,"description":"Oldest first.","title":"MessageList"};

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
let missing0;
if((data.messages === undefined) && (missing0 = "messages")){
validate65.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "messages")){
validate65.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.messages !== undefined){
let data0 = data.messages;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate62(data0[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate65.errors = [{instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
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

export const validateDeliverySummary = validate67;
const schema89 = {"type":"object","properties":{"deliveryId":{"type":"string"},"installationId":{"type":"string"},"appName":{"type":"string"},"status":{"$ref":"#/$defs/DeliveryStatus"}},"required":["deliveryId","installationId","appName","status"],"additionalProperties":false,"title":"DeliverySummary"};

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
if(((((data.deliveryId === undefined) && (missing0 = "deliveryId")) || ((data.installationId === undefined) && (missing0 = "installationId"))) || ((data.appName === undefined) && (missing0 = "appName"))) || ((data.status === undefined) && (missing0 = "status"))){
validate67.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "deliveryId") || (key0 === "installationId")) || (key0 === "appName")) || (key0 === "status"))){
validate67.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.deliveryId !== undefined){
const _errs2 = errors;
if(typeof data.deliveryId !== "string"){
validate67.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installationId !== undefined){
const _errs4 = errors;
if(typeof data.installationId !== "string"){
validate67.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appName !== undefined){
const _errs6 = errors;
if(typeof data.appName !== "string"){
validate67.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate67.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/DeliveryStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "pending") || (data3 === "delivered")) || (data3 === "completed")) || (data3 === "failed")) || (data3 === "canceled"))){
validate67.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/DeliveryStatus/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"}];
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
validate67.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateSkippedMention = validate68;
const schema91 = {"type":"object","properties":{"serviceMemberId":{"type":"string"},"appName":{"type":"string"},"reason":{"$ref":"#/$defs/SkipReason"}},"required":["reason"],"additionalProperties":false,"title":"SkippedMention"};

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
if((data.reason === undefined) && (missing0 = "reason")){
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "serviceMemberId") || (key0 === "appName")) || (key0 === "reason"))){
validate68.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.serviceMemberId !== undefined){
const _errs2 = errors;
if(typeof data.serviceMemberId !== "string"){
validate68.errors = [{instancePath:instancePath+"/serviceMemberId",schemaPath:"#/properties/serviceMemberId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appName !== undefined){
const _errs4 = errors;
if(typeof data.appName !== "string"){
validate68.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reason !== undefined){
let data2 = data.reason;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate68.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/$defs/SkipReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "unknown_app") || (data2 === "app_not_ready")) || (data2 === "not_in_channel"))){
validate68.errors = [{instancePath:instancePath+"/reason",schemaPath:"#/$defs/SkipReason/enum",keyword:"enum",params:{allowedValues: schema38.enum},message:"must be equal to one of the allowed values"}];
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
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validatePostMessageResponse = validate69;
const schema93 = {"type":"object","properties":{"message":{"$ref":"#/$defs/Message"},"deliveries":{"type":"array","items":{"$ref":"#/$defs/DeliverySummary"}},"skippedMentions":{"type":"array","items":{"$ref":"#/$defs/SkippedMention"}}},"required":["message","deliveries","skippedMentions"],"additionalProperties":false,"title":"PostMessageResponse"};

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
if((((data.message === undefined) && (missing0 = "message")) || ((data.deliveries === undefined) && (missing0 = "deliveries"))) || ((data.skippedMentions === undefined) && (missing0 = "skippedMentions"))){
validate69.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "message") || (key0 === "deliveries")) || (key0 === "skippedMentions"))){
validate69.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.message !== undefined){
const _errs2 = errors;
if(!(validate62(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deliveries !== undefined){
let data1 = data.deliveries;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate67(data1[i0], {instancePath:instancePath+"/deliveries/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/deliveries",schemaPath:"#/properties/deliveries/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.skippedMentions !== undefined){
let data3 = data.skippedMentions;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate68(data3[i1], {instancePath:instancePath+"/skippedMentions/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
validate69.errors = [{instancePath:instancePath+"/skippedMentions",schemaPath:"#/properties/skippedMentions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate69.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDeliveryAttempt = validate73;
const schema94 = {"type":"object","properties":{"attemptId":{"type":"string"},"number":{"type":"integer","minimum":1},"transport":{"$ref":"#/$defs/AppTransport"},"status":{"$ref":"#/$defs/AttemptStatus"},"endReason":{"type":"string"},"endDetail":{"type":"string","description":"Why the attempt ended, in words (the error of an unreachable callback, say)."},"startedAt":{"type":"string","description":"RFC 3339 time."},"endedAt":{"type":"string","description":"RFC 3339 time."},"leaseExpiresAt":{"type":"string","description":"RFC 3339 time."}},"required":["attemptId","number","transport","status","startedAt"],"additionalProperties":false,"title":"DeliveryAttempt"};

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
if((((((data.attemptId === undefined) && (missing0 = "attemptId")) || ((data.number === undefined) && (missing0 = "number"))) || ((data.transport === undefined) && (missing0 = "transport"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.startedAt === undefined) && (missing0 = "startedAt"))){
validate73.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func10.call(schema94.properties, key0))){
validate73.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.attemptId !== undefined){
const _errs2 = errors;
if(typeof data.attemptId !== "string"){
validate73.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.number !== undefined){
let data1 = data.number;
const _errs4 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate73.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 1 || isNaN(data1)){
validate73.errors = [{instancePath:instancePath+"/number",schemaPath:"#/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
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
validate73.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/$defs/AppTransport/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "runner_stream") || (data2 === "callback"))){
validate73.errors = [{instancePath:instancePath+"/transport",schemaPath:"#/$defs/AppTransport/enum",keyword:"enum",params:{allowedValues: schema33.enum},message:"must be equal to one of the allowed values"}];
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
const _errs9 = errors;
if(typeof data3 !== "string"){
validate73.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/AttemptStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data3 === "active") || (data3 === "ended")) || (data3 === "completed")) || (data3 === "failed")) || (data3 === "canceled"))){
validate73.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/AttemptStatus/enum",keyword:"enum",params:{allowedValues: schema37.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endReason !== undefined){
const _errs12 = errors;
if(typeof data.endReason !== "string"){
validate73.errors = [{instancePath:instancePath+"/endReason",schemaPath:"#/properties/endReason/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endDetail !== undefined){
const _errs14 = errors;
if(typeof data.endDetail !== "string"){
validate73.errors = [{instancePath:instancePath+"/endDetail",schemaPath:"#/properties/endDetail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAt !== undefined){
const _errs16 = errors;
if(typeof data.startedAt !== "string"){
validate73.errors = [{instancePath:instancePath+"/startedAt",schemaPath:"#/properties/startedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endedAt !== undefined){
const _errs18 = errors;
if(typeof data.endedAt !== "string"){
validate73.errors = [{instancePath:instancePath+"/endedAt",schemaPath:"#/properties/endedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.leaseExpiresAt !== undefined){
const _errs20 = errors;
if(typeof data.leaseExpiresAt !== "string"){
validate73.errors = [{instancePath:instancePath+"/leaseExpiresAt",schemaPath:"#/properties/leaseExpiresAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDeliveryFailure = validate74;
const schema97 = {"type":"object","properties":{"code":{"type":"string"},"message":{"type":"string"}},"required":["code","message"],"additionalProperties":false,"title":"DeliveryFailure"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
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
validate74.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "code") || (key0 === "message"))){
validate74.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.code !== undefined){
const _errs2 = errors;
if(typeof data.code !== "string"){
validate74.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate74.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateDelivery = validate75;
const schema98 = {"type":"object","properties":{"deliveryId":{"type":"string"},"envelopeId":{"type":"string"},"workspaceId":{"type":"string"},"installationId":{"type":"string"},"appName":{"type":"string"},"messageId":{"type":"string"},"channelId":{"type":"string"},"eventType":{"type":"string"},"status":{"$ref":"#/$defs/DeliveryStatus"},"attemptCount":{"type":"integer","minimum":0},"maxAttempts":{"type":"integer","minimum":1},"currentAttemptId":{"type":"string"},"nextAttemptAt":{"type":"string","description":"RFC 3339 time."},"attempts":{"type":"array","items":{"$ref":"#/$defs/DeliveryAttempt"}},"failure":{"$ref":"#/$defs/DeliveryFailure"},"result":{"type":"object","additionalProperties":true},"createdAt":{"type":"string","description":"RFC 3339 time."},"updatedAt":{"type":"string","description":"RFC 3339 time."}},"required":["deliveryId","envelopeId","workspaceId","installationId","appName","messageId","channelId","eventType","status","attemptCount","maxAttempts","attempts","createdAt","updatedAt"],"additionalProperties":false,"title":"Delivery"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate75.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((data.deliveryId === undefined) && (missing0 = "deliveryId")) || ((data.envelopeId === undefined) && (missing0 = "envelopeId"))) || ((data.workspaceId === undefined) && (missing0 = "workspaceId"))) || ((data.installationId === undefined) && (missing0 = "installationId"))) || ((data.appName === undefined) && (missing0 = "appName"))) || ((data.messageId === undefined) && (missing0 = "messageId"))) || ((data.channelId === undefined) && (missing0 = "channelId"))) || ((data.eventType === undefined) && (missing0 = "eventType"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.attemptCount === undefined) && (missing0 = "attemptCount"))) || ((data.maxAttempts === undefined) && (missing0 = "maxAttempts"))) || ((data.attempts === undefined) && (missing0 = "attempts"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
validate75.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func10.call(schema98.properties, key0))){
validate75.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.deliveryId !== undefined){
const _errs2 = errors;
if(typeof data.deliveryId !== "string"){
validate75.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.envelopeId !== undefined){
const _errs4 = errors;
if(typeof data.envelopeId !== "string"){
validate75.errors = [{instancePath:instancePath+"/envelopeId",schemaPath:"#/properties/envelopeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workspaceId !== undefined){
const _errs6 = errors;
if(typeof data.workspaceId !== "string"){
validate75.errors = [{instancePath:instancePath+"/workspaceId",schemaPath:"#/properties/workspaceId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installationId !== undefined){
const _errs8 = errors;
if(typeof data.installationId !== "string"){
validate75.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appName !== undefined){
const _errs10 = errors;
if(typeof data.appName !== "string"){
validate75.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messageId !== undefined){
const _errs12 = errors;
if(typeof data.messageId !== "string"){
validate75.errors = [{instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.channelId !== undefined){
const _errs14 = errors;
if(typeof data.channelId !== "string"){
validate75.errors = [{instancePath:instancePath+"/channelId",schemaPath:"#/properties/channelId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
const _errs16 = errors;
if(typeof data.eventType !== "string"){
validate75.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data8 = data.status;
const _errs18 = errors;
if(typeof data8 !== "string"){
validate75.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/DeliveryStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((data8 === "pending") || (data8 === "delivered")) || (data8 === "completed")) || (data8 === "failed")) || (data8 === "canceled"))){
validate75.errors = [{instancePath:instancePath+"/status",schemaPath:"#/$defs/DeliveryStatus/enum",keyword:"enum",params:{allowedValues: schema36.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptCount !== undefined){
let data9 = data.attemptCount;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate75.errors = [{instancePath:instancePath+"/attemptCount",schemaPath:"#/properties/attemptCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs21){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 < 0 || isNaN(data9)){
validate75.errors = [{instancePath:instancePath+"/attemptCount",schemaPath:"#/properties/attemptCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
if(data.maxAttempts !== undefined){
let data10 = data.maxAttempts;
const _errs23 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate75.errors = [{instancePath:instancePath+"/maxAttempts",schemaPath:"#/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs23){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 1 || isNaN(data10)){
validate75.errors = [{instancePath:instancePath+"/maxAttempts",schemaPath:"#/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.currentAttemptId !== undefined){
const _errs25 = errors;
if(typeof data.currentAttemptId !== "string"){
validate75.errors = [{instancePath:instancePath+"/currentAttemptId",schemaPath:"#/properties/currentAttemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nextAttemptAt !== undefined){
const _errs27 = errors;
if(typeof data.nextAttemptAt !== "string"){
validate75.errors = [{instancePath:instancePath+"/nextAttemptAt",schemaPath:"#/properties/nextAttemptAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempts !== undefined){
let data13 = data.attempts;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data13)){
var valid2 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs31 = errors;
if(!(validate73(data13[i0], {instancePath:instancePath+"/attempts/" + i0,parentData:data13,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var valid2 = _errs31 === errors;
if(!valid2){
break;
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.failure !== undefined){
let data15 = data.failure;
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing1;
if(((data15.code === undefined) && (missing1 = "code")) || ((data15.message === undefined) && (missing1 = "message"))){
validate75.errors = [{instancePath:instancePath+"/failure",schemaPath:"#/$defs/DeliveryFailure/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs35 = errors;
for(const key1 in data15){
if(!((key1 === "code") || (key1 === "message"))){
validate75.errors = [{instancePath:instancePath+"/failure",schemaPath:"#/$defs/DeliveryFailure/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs35 === errors){
if(data15.code !== undefined){
const _errs36 = errors;
if(typeof data15.code !== "string"){
validate75.errors = [{instancePath:instancePath+"/failure/code",schemaPath:"#/$defs/DeliveryFailure/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data15.message !== undefined){
const _errs38 = errors;
if(typeof data15.message !== "string"){
validate75.errors = [{instancePath:instancePath+"/failure/message",schemaPath:"#/$defs/DeliveryFailure/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs38 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate75.errors = [{instancePath:instancePath+"/failure",schemaPath:"#/$defs/DeliveryFailure/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
let data18 = data.result;
const _errs40 = errors;
if(errors === _errs40){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
}
else {
validate75.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs43 = errors;
if(typeof data.createdAt !== "string"){
validate75.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
const _errs45 = errors;
if(typeof data.updatedAt !== "string"){
validate75.errors = [{instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs45 === errors;
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
}
}
}
}
}
}
else {
validate75.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate75.errors = vErrors;
return errors === 0;
}
validate75.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHealth = validate77;
const schema101 = {"type":"object","properties":{"status":{"type":"string","const":"ok"}},"required":["status"],"additionalProperties":false,"title":"Health"};

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
if((data.status === undefined) && (missing0 = "status")){
validate77.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "status")){
validate77.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
validate77.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("ok" !== data0){
validate77.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/const",keyword:"const",params:{allowedValue: "ok"},message:"must be equal to constant"}];
return false;
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

export const validateMemberKind = validate78;

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "human") || (data === "service"))){
validate78.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateDevFault = validate79;

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
validate79.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "callback_timeout") || (data === "first_attempt_lost"))){
validate79.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema79.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"dynamicProps":false,"dynamicItems":false};

