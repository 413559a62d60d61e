// GENERATED from schemas/agentteam/ by `npm run generate`. DO NOT EDIT BY HAND.
// `vv-agent schema check` fails when this file differs from what the schemas produce.
// @ts-nocheck: ajv standalone output; the typed face of these functions is validators.ts.
/* eslint-disable */
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);

export const validateMentionRange = validate21;
const schema32 = {"type":"object","properties":{"start":{"type":"integer","minimum":0},"end":{"type":"integer","minimum":0}},"required":["start","end"],"additionalProperties":false,"description":"Unicode code point offsets into message.text, end exclusive.","title":"MentionRange"};

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
if(((data.start === undefined) && (missing0 = "start")) || ((data.end === undefined) && (missing0 = "end"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "start") || (key0 === "end"))){
validate21.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.start !== undefined){
let data0 = data.start;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate21.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
validate21.errors = [{instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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
validate21.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs4){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
validate21.errors = [{instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
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

export const validateMention = validate22;
const schema33 = {"type":"object","properties":{"type":{"type":"string","description":"service or human."},"service_member_id":{"type":"string"},"member_id":{"type":"string"},"range":{"$ref":"#/$defs/MentionRange"}},"required":["type","range"],"additionalProperties":true,"title":"Mention"};

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
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.range === undefined) && (missing0 = "range"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate22.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_member_id !== undefined){
const _errs4 = errors;
if(typeof data.service_member_id !== "string"){
validate22.errors = [{instancePath:instancePath+"/service_member_id",schemaPath:"#/properties/service_member_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.member_id !== undefined){
const _errs6 = errors;
if(typeof data.member_id !== "string"){
validate22.errors = [{instancePath:instancePath+"/member_id",schemaPath:"#/properties/member_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.range !== undefined){
let data3 = data.range;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.start === undefined) && (missing1 = "start")) || ((data3.end === undefined) && (missing1 = "end"))){
validate22.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/MentionRange/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs11 = errors;
for(const key0 in data3){
if(!((key0 === "start") || (key0 === "end"))){
validate22.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/MentionRange/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs11 === errors){
if(data3.start !== undefined){
let data4 = data3.start;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate22.errors = [{instancePath:instancePath+"/range/start",schemaPath:"#/$defs/MentionRange/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
validate22.errors = [{instancePath:instancePath+"/range/start",schemaPath:"#/$defs/MentionRange/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.end !== undefined){
let data5 = data3.end;
const _errs14 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate22.errors = [{instancePath:instancePath+"/range/end",schemaPath:"#/$defs/MentionRange/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs14){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
validate22.errors = [{instancePath:instancePath+"/range/end",schemaPath:"#/$defs/MentionRange/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/range",schemaPath:"#/$defs/MentionRange/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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

export const validateMessageAuthor = validate23;
const schema35 = {"type":"object","properties":{"type":{"type":"string","description":"human or service."},"id":{"type":"string"},"display_name":{"type":"string"}},"required":["type","id"],"additionalProperties":true,"title":"MessageAuthor"};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.id === undefined) && (missing0 = "id"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
const _errs2 = errors;
if(typeof data.type !== "string"){
validate23.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs4 = errors;
if(typeof data.id !== "string"){
validate23.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.display_name !== undefined){
const _errs6 = errors;
if(typeof data.display_name !== "string"){
validate23.errors = [{instancePath:instancePath+"/display_name",schemaPath:"#/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMentionMessage = validate24;
const schema36 = {"type":"object","properties":{"id":{"type":"string","minLength":1},"text":{"type":"string"},"author":{"$ref":"#/$defs/MessageAuthor"},"mentions":{"type":"array","items":{"$ref":"#/$defs/Mention"}}},"required":["id","text"],"additionalProperties":true,"title":"MentionMessage"};
const func1 = require("ajv/dist/runtime/ucs2length").default;

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
if(((data.id === undefined) && (missing0 = "id")) || ((data.text === undefined) && (missing0 = "text"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs4 = errors;
if(typeof data.text !== "string"){
validate24.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.author !== undefined){
let data2 = data.author;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if(((data2.type === undefined) && (missing1 = "type")) || ((data2.id === undefined) && (missing1 = "id"))){
validate24.errors = [{instancePath:instancePath+"/author",schemaPath:"#/$defs/MessageAuthor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data2.type !== undefined){
const _errs10 = errors;
if(typeof data2.type !== "string"){
validate24.errors = [{instancePath:instancePath+"/author/type",schemaPath:"#/$defs/MessageAuthor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.id !== undefined){
const _errs12 = errors;
if(typeof data2.id !== "string"){
validate24.errors = [{instancePath:instancePath+"/author/id",schemaPath:"#/$defs/MessageAuthor/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.display_name !== undefined){
const _errs14 = errors;
if(typeof data2.display_name !== "string"){
validate24.errors = [{instancePath:instancePath+"/author/display_name",schemaPath:"#/$defs/MessageAuthor/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/author",schemaPath:"#/$defs/MessageAuthor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mentions !== undefined){
let data6 = data.mentions;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data6)){
var valid3 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs18 = errors;
if(!(validate22(data6[i0], {instancePath:instancePath+"/mentions/" + i0,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid3 = _errs18 === errors;
if(!valid3){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/mentions",schemaPath:"#/properties/mentions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMentionApp = validate26;
const schema38 = {"type":"object","properties":{"app_id":{"type":"string"},"service_definition_id":{"type":"string"},"installation_id":{"type":"string"},"service_member_id":{"type":"string"}},"additionalProperties":true,"title":"MentionApp"};

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
if(data.app_id !== undefined){
const _errs2 = errors;
if(typeof data.app_id !== "string"){
validate26.errors = [{instancePath:instancePath+"/app_id",schemaPath:"#/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_definition_id !== undefined){
const _errs4 = errors;
if(typeof data.service_definition_id !== "string"){
validate26.errors = [{instancePath:instancePath+"/service_definition_id",schemaPath:"#/properties/service_definition_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.installation_id !== undefined){
const _errs6 = errors;
if(typeof data.installation_id !== "string"){
validate26.errors = [{instancePath:instancePath+"/installation_id",schemaPath:"#/properties/installation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.service_member_id !== undefined){
const _errs8 = errors;
if(typeof data.service_member_id !== "string"){
validate26.errors = [{instancePath:instancePath+"/service_member_id",schemaPath:"#/properties/service_member_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMentionTarget = validate27;
const schema39 = {"type":"object","properties":{"kind":{"type":"string"},"ref":{"type":"string"}},"additionalProperties":true,"title":"MentionTarget"};

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
if(data.kind !== undefined){
const _errs2 = errors;
if(typeof data.kind !== "string"){
validate27.errors = [{instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ref !== undefined){
const _errs4 = errors;
if(typeof data.ref !== "string"){
validate27.errors = [{instancePath:instancePath+"/ref",schemaPath:"#/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateReplyHint = validate28;
const schema40 = {"type":"object","properties":{"default_target":{"type":"string"},"reply_to_message_id":{"type":"string"}},"additionalProperties":true,"title":"ReplyHint"};

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
if(data.default_target !== undefined){
const _errs2 = errors;
if(typeof data.default_target !== "string"){
validate28.errors = [{instancePath:instancePath+"/default_target",schemaPath:"#/properties/default_target/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply_to_message_id !== undefined){
const _errs4 = errors;
if(typeof data.reply_to_message_id !== "string"){
validate28.errors = [{instancePath:instancePath+"/reply_to_message_id",schemaPath:"#/properties/reply_to_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateMentionPayload = validate29;
const schema41 = {"type":"object","properties":{"workspace":{"type":"object","properties":{"id":{"type":"string"}},"additionalProperties":true},"app":{"$ref":"#/$defs/MentionApp"},"target":{"$ref":"#/$defs/MentionTarget"},"message":{"$ref":"#/$defs/MentionMessage"},"reply":{"$ref":"#/$defs/ReplyHint"}},"required":["message"],"additionalProperties":true,"description":"The agentteam.message.mention event payload, snake_case, the same object on both transports. Readers accept camelCase spellings of the multi-word keys they use.","title":"MentionPayload"};

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
if((data.message === undefined) && (missing0 = "message")){
validate29.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.workspace !== undefined){
let data0 = data.workspace;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.id !== undefined){
if(typeof data0.id !== "string"){
validate29.errors = [{instancePath:instancePath+"/workspace/id",schemaPath:"#/properties/workspace/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/workspace",schemaPath:"#/properties/workspace/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.app !== undefined){
let data2 = data.app;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.app_id !== undefined){
const _errs11 = errors;
if(typeof data2.app_id !== "string"){
validate29.errors = [{instancePath:instancePath+"/app/app_id",schemaPath:"#/$defs/MentionApp/properties/app_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.service_definition_id !== undefined){
const _errs13 = errors;
if(typeof data2.service_definition_id !== "string"){
validate29.errors = [{instancePath:instancePath+"/app/service_definition_id",schemaPath:"#/$defs/MentionApp/properties/service_definition_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.installation_id !== undefined){
const _errs15 = errors;
if(typeof data2.installation_id !== "string"){
validate29.errors = [{instancePath:instancePath+"/app/installation_id",schemaPath:"#/$defs/MentionApp/properties/installation_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.service_member_id !== undefined){
const _errs17 = errors;
if(typeof data2.service_member_id !== "string"){
validate29.errors = [{instancePath:instancePath+"/app/service_member_id",schemaPath:"#/$defs/MentionApp/properties/service_member_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/app",schemaPath:"#/$defs/MentionApp/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.target !== undefined){
let data7 = data.target;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.kind !== undefined){
const _errs23 = errors;
if(typeof data7.kind !== "string"){
validate29.errors = [{instancePath:instancePath+"/target/kind",schemaPath:"#/$defs/MentionTarget/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data7.ref !== undefined){
const _errs25 = errors;
if(typeof data7.ref !== "string"){
validate29.errors = [{instancePath:instancePath+"/target/ref",schemaPath:"#/$defs/MentionTarget/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs25 === errors;
}
else {
var valid5 = true;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/target",schemaPath:"#/$defs/MentionTarget/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs27 = errors;
if(!(validate24(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reply !== undefined){
let data11 = data.reply;
const _errs28 = errors;
const _errs29 = errors;
if(errors === _errs29){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.default_target !== undefined){
const _errs32 = errors;
if(typeof data11.default_target !== "string"){
validate29.errors = [{instancePath:instancePath+"/reply/default_target",schemaPath:"#/$defs/ReplyHint/properties/default_target/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs32 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data11.reply_to_message_id !== undefined){
const _errs34 = errors;
if(typeof data11.reply_to_message_id !== "string"){
validate29.errors = [{instancePath:instancePath+"/reply/reply_to_message_id",schemaPath:"#/$defs/ReplyHint/properties/reply_to_message_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs34 === errors;
}
else {
var valid7 = true;
}
}
}
else {
validate29.errors = [{instancePath:instancePath+"/reply",schemaPath:"#/$defs/ReplyHint/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs28 === errors;
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
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCallbackEnvelope = validate31;
const schema45 = {"type":"object","properties":{"envelope_id":{"type":"string","minLength":1},"delivery_id":{"type":"string","minLength":1},"attempt_id":{"type":"string","minLength":1},"event_type":{"type":"string","minLength":1},"delivery_token":{"type":"string","minLength":1},"issued_at":{"type":"string","description":"RFC 3339 time."},"payload":{"$ref":"#/$defs/MentionPayload"}},"required":["envelope_id","delivery_id","attempt_id","event_type","delivery_token","issued_at","payload"],"additionalProperties":true,"description":"Body of POST /events (snake_case, signed: AgentTeam-Signature t=<unix>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>).","title":"CallbackEnvelope"};

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
if((((((((data.envelope_id === undefined) && (missing0 = "envelope_id")) || ((data.delivery_id === undefined) && (missing0 = "delivery_id"))) || ((data.attempt_id === undefined) && (missing0 = "attempt_id"))) || ((data.event_type === undefined) && (missing0 = "event_type"))) || ((data.delivery_token === undefined) && (missing0 = "delivery_token"))) || ((data.issued_at === undefined) && (missing0 = "issued_at"))) || ((data.payload === undefined) && (missing0 = "payload"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.envelope_id !== undefined){
let data0 = data.envelope_id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate31.errors = [{instancePath:instancePath+"/envelope_id",schemaPath:"#/properties/envelope_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/envelope_id",schemaPath:"#/properties/envelope_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delivery_id !== undefined){
let data1 = data.delivery_id;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate31.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/delivery_id",schemaPath:"#/properties/delivery_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attempt_id !== undefined){
let data2 = data.attempt_id;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate31.errors = [{instancePath:instancePath+"/attempt_id",schemaPath:"#/properties/attempt_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/attempt_id",schemaPath:"#/properties/attempt_id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event_type !== undefined){
let data3 = data.event_type;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate31.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/event_type",schemaPath:"#/properties/event_type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.delivery_token !== undefined){
let data4 = data.delivery_token;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func1(data4) < 1){
validate31.errors = [{instancePath:instancePath+"/delivery_token",schemaPath:"#/properties/delivery_token/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/delivery_token",schemaPath:"#/properties/delivery_token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issued_at !== undefined){
const _errs12 = errors;
if(typeof data.issued_at !== "string"){
validate31.errors = [{instancePath:instancePath+"/issued_at",schemaPath:"#/properties/issued_at/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs14 = errors;
if(!(validate29(data.payload, {instancePath:instancePath+"/payload",parentData:data,parentDataProperty:"payload",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
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
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCallbackAck = validate33;
const schema46 = {"type":"object","properties":{"received":{"type":"boolean"},"duplicate":{"type":"boolean"}},"required":["received"],"additionalProperties":false,"description":"What the callback server answers (2xx) once the envelope is accepted.","title":"CallbackAck"};

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
if((data.received === undefined) && (missing0 = "received")){
validate33.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "received") || (key0 === "duplicate"))){
validate33.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.received !== undefined){
const _errs2 = errors;
if(typeof data.received !== "boolean"){
validate33.errors = [{instancePath:instancePath+"/received",schemaPath:"#/properties/received/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.duplicate !== undefined){
const _errs4 = errors;
if(typeof data.duplicate !== "boolean"){
validate33.errors = [{instancePath:instancePath+"/duplicate",schemaPath:"#/properties/duplicate/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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

export const validateDeliveryEnvelope = validate34;
const schema47 = {"type":"object","properties":{"envelopeId":{"type":"string","minLength":1},"deliveryId":{"type":"string","minLength":1},"attemptId":{"type":"string","minLength":1},"eventType":{"type":"string","minLength":1},"payload":{"$ref":"#/$defs/MentionPayload"},"deliveryToken":{"type":"string","minLength":1},"issuedAt":{"type":"string"},"leaseSeconds":{"type":"integer","minimum":1,"description":"Default 60; each successful reply renews the lease."}},"required":["envelopeId","deliveryId","attemptId","eventType","payload","deliveryToken","issuedAt"],"additionalProperties":true,"description":"A delivery as the runner stream and the Runtime API carry it (camelCase).","title":"DeliveryEnvelope"};

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
if((((((((data.envelopeId === undefined) && (missing0 = "envelopeId")) || ((data.deliveryId === undefined) && (missing0 = "deliveryId"))) || ((data.attemptId === undefined) && (missing0 = "attemptId"))) || ((data.eventType === undefined) && (missing0 = "eventType"))) || ((data.payload === undefined) && (missing0 = "payload"))) || ((data.deliveryToken === undefined) && (missing0 = "deliveryToken"))) || ((data.issuedAt === undefined) && (missing0 = "issuedAt"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.envelopeId !== undefined){
let data0 = data.envelopeId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate34.errors = [{instancePath:instancePath+"/envelopeId",schemaPath:"#/properties/envelopeId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/envelopeId",schemaPath:"#/properties/envelopeId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deliveryId !== undefined){
let data1 = data.deliveryId;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate34.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptId !== undefined){
let data2 = data.attemptId;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate34.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.eventType !== undefined){
let data3 = data.eventType;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func1(data3) < 1){
validate34.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/eventType",schemaPath:"#/properties/eventType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.payload !== undefined){
const _errs10 = errors;
if(!(validate29(data.payload, {instancePath:instancePath+"/payload",parentData:data,parentDataProperty:"payload",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deliveryToken !== undefined){
let data5 = data.deliveryToken;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(func1(data5) < 1){
validate34.errors = [{instancePath:instancePath+"/deliveryToken",schemaPath:"#/properties/deliveryToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/deliveryToken",schemaPath:"#/properties/deliveryToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.issuedAt !== undefined){
const _errs13 = errors;
if(typeof data.issuedAt !== "string"){
validate34.errors = [{instancePath:instancePath+"/issuedAt",schemaPath:"#/properties/issuedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.leaseSeconds !== undefined){
let data7 = data.leaseSeconds;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate34.errors = [{instancePath:instancePath+"/leaseSeconds",schemaPath:"#/properties/leaseSeconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 1 || isNaN(data7)){
validate34.errors = [{instancePath:instancePath+"/leaseSeconds",schemaPath:"#/properties/leaseSeconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRunnerStreamDelivery = validate36;
const schema48 = {"type":"object","properties":{"type":{"type":"string","const":"delivery"},"envelope":{"$ref":"#/$defs/DeliveryEnvelope"}},"required":["type","envelope"],"additionalProperties":true,"title":"RunnerStreamDelivery"};

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
if(((data.type === undefined) && (missing0 = "type")) || ((data.envelope === undefined) && (missing0 = "envelope"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate36.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("delivery" !== data0){
validate36.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "delivery"},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.envelope !== undefined){
const _errs4 = errors;
if(!(validate34(data.envelope, {instancePath:instancePath+"/envelope",parentData:data,parentDataProperty:"envelope",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRunnerStreamPing = validate38;
const schema49 = {"type":"object","properties":{"type":{"type":"string","const":"ping"}},"required":["type"],"additionalProperties":true,"title":"RunnerStreamPing"};

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
if((data.type === undefined) && (missing0 = "type")){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 !== "string"){
validate38.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if("ping" !== data0){
validate38.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant"}];
return false;
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

export const validateHeartbeatRequest = validate39;
const schema50 = {"type":"object","properties":{"runnerId":{"type":"string","minLength":1},"runnerVersion":{"type":"string"},"capabilities":{"type":"object","properties":{"agentteam.message.mention":{"type":"boolean"},"maxConcurrency":{"type":"integer","minimum":1}},"additionalProperties":true},"metadata":{"type":"object","additionalProperties":true}},"required":["runnerId"],"additionalProperties":true,"title":"HeartbeatRequest"};

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
if((data.runnerId === undefined) && (missing0 = "runnerId")){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.runnerId !== undefined){
let data0 = data.runnerId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate39.errors = [{instancePath:instancePath+"/runnerId",schemaPath:"#/properties/runnerId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/runnerId",schemaPath:"#/properties/runnerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runnerVersion !== undefined){
const _errs4 = errors;
if(typeof data.runnerVersion !== "string"){
validate39.errors = [{instancePath:instancePath+"/runnerVersion",schemaPath:"#/properties/runnerVersion/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2["agentteam.message.mention"] !== undefined){
const _errs9 = errors;
if(typeof data2["agentteam.message.mention"] !== "boolean"){
validate39.errors = [{instancePath:instancePath+"/capabilities/agentteam.message.mention",schemaPath:"#/properties/capabilities/properties/agentteam.message.mention/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.maxConcurrency !== undefined){
let data4 = data2.maxConcurrency;
const _errs11 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate39.errors = [{instancePath:instancePath+"/capabilities/maxConcurrency",schemaPath:"#/properties/capabilities/properties/maxConcurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
validate39.errors = [{instancePath:instancePath+"/capabilities/maxConcurrency",schemaPath:"#/properties/capabilities/properties/maxConcurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/capabilities",schemaPath:"#/properties/capabilities/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
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
validate39.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateHeartbeatResponse = validate40;
const schema51 = {"type":"object","properties":{"runnerId":{"type":"string"},"receivedAt":{"type":"string"}},"required":["runnerId","receivedAt"],"additionalProperties":true,"title":"HeartbeatResponse"};

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
if(((data.runnerId === undefined) && (missing0 = "runnerId")) || ((data.receivedAt === undefined) && (missing0 = "receivedAt"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.runnerId !== undefined){
const _errs2 = errors;
if(typeof data.runnerId !== "string"){
validate40.errors = [{instancePath:instancePath+"/runnerId",schemaPath:"#/properties/runnerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.receivedAt !== undefined){
const _errs4 = errors;
if(typeof data.receivedAt !== "string"){
validate40.errors = [{instancePath:instancePath+"/receivedAt",schemaPath:"#/properties/receivedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateReplyRequest = validate41;
const schema52 = {"type":"object","properties":{"attemptId":{"type":"string","minLength":1},"content":{"type":"string","minLength":1},"idempotencyKey":{"type":"string","minLength":1},"metadata":{"type":"object","additionalProperties":true}},"required":["attemptId","content","idempotencyKey"],"additionalProperties":true,"title":"ReplyRequest"};

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
if((((data.attemptId === undefined) && (missing0 = "attemptId")) || ((data.content === undefined) && (missing0 = "content"))) || ((data.idempotencyKey === undefined) && (missing0 = "idempotencyKey"))){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.attemptId !== undefined){
let data0 = data.attemptId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate41.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func1(data1) < 1){
validate41.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotencyKey !== undefined){
let data2 = data.idempotencyKey;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(func1(data2) < 1){
validate41.errors = [{instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metadata !== undefined){
let data3 = data.metadata;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate41.errors = [{instancePath:instancePath+"/metadata",schemaPath:"#/properties/metadata/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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

export const validateReplyResponse = validate42;
const schema53 = {"type":"object","properties":{"effectId":{"type":"string"},"messageId":{"type":"string"},"deliveryId":{"type":"string"},"attemptId":{"type":"string"},"idempotencyKey":{"type":"string"},"createdAt":{"type":"string"}},"required":["effectId","messageId","deliveryId","attemptId","idempotencyKey","createdAt"],"additionalProperties":true,"title":"ReplyResponse"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.effectId === undefined) && (missing0 = "effectId")) || ((data.messageId === undefined) && (missing0 = "messageId"))) || ((data.deliveryId === undefined) && (missing0 = "deliveryId"))) || ((data.attemptId === undefined) && (missing0 = "attemptId"))) || ((data.idempotencyKey === undefined) && (missing0 = "idempotencyKey"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.effectId !== undefined){
const _errs2 = errors;
if(typeof data.effectId !== "string"){
validate42.errors = [{instancePath:instancePath+"/effectId",schemaPath:"#/properties/effectId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.messageId !== undefined){
const _errs4 = errors;
if(typeof data.messageId !== "string"){
validate42.errors = [{instancePath:instancePath+"/messageId",schemaPath:"#/properties/messageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deliveryId !== undefined){
const _errs6 = errors;
if(typeof data.deliveryId !== "string"){
validate42.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.attemptId !== undefined){
const _errs8 = errors;
if(typeof data.attemptId !== "string"){
validate42.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.idempotencyKey !== undefined){
const _errs10 = errors;
if(typeof data.idempotencyKey !== "string"){
validate42.errors = [{instancePath:instancePath+"/idempotencyKey",schemaPath:"#/properties/idempotencyKey/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs12 = errors;
if(typeof data.createdAt !== "string"){
validate42.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateAckRequest = validate43;
const schema54 = {"type":"object","properties":{"attemptId":{"type":"string","minLength":1},"result":{"type":"object","additionalProperties":true}},"required":["attemptId"],"additionalProperties":true,"title":"AckRequest"};

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
if((data.attemptId === undefined) && (missing0 = "attemptId")){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.attemptId !== undefined){
let data0 = data.attemptId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate43.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
let data1 = data.result;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
}
else {
validate43.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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

export const validateFailRequest = validate44;
const schema55 = {"type":"object","properties":{"attemptId":{"type":"string","minLength":1},"code":{"type":"string","pattern":"^[a-z][a-z0-9_.]*$","description":"A stable code."},"message":{"type":"string"},"result":{"type":"object","additionalProperties":true}},"required":["attemptId","code","message"],"additionalProperties":true,"title":"FailRequest"};
const pattern4 = new RegExp("^[a-z][a-z0-9_.]*$", "u");

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
if((((data.attemptId === undefined) && (missing0 = "attemptId")) || ((data.code === undefined) && (missing0 = "code"))) || ((data.message === undefined) && (missing0 = "message"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.attemptId !== undefined){
let data0 = data.attemptId;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(func1(data0) < 1){
validate44.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.code !== undefined){
let data1 = data.code;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate44.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9_.]*$"},message:"must match pattern \""+"^[a-z][a-z0-9_.]*$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.message !== undefined){
const _errs6 = errors;
if(typeof data.message !== "string"){
validate44.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.result !== undefined){
let data3 = data.result;
const _errs8 = errors;
if(errors === _errs8){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
}
else {
validate44.errors = [{instancePath:instancePath+"/result",schemaPath:"#/properties/result/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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

export const validateDeliveryStatus = validate45;
const schema56 = {"type":"string","enum":["pending","delivered","completed","failed","canceled"],"title":"DeliveryStatus"};

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
if(!(((((data === "pending") || (data === "delivered")) || (data === "completed")) || (data === "failed")) || (data === "canceled"))){
validate45.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema56.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateDeliveryStateResponse = validate46;
const schema57 = {"type":"object","properties":{"deliveryId":{"type":"string"},"attemptId":{"type":"string"},"status":{"type":"string","enum":["completed","failed"]}},"required":["deliveryId","attemptId","status"],"additionalProperties":true,"title":"DeliveryStateResponse"};

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
if((((data.deliveryId === undefined) && (missing0 = "deliveryId")) || ((data.attemptId === undefined) && (missing0 = "attemptId"))) || ((data.status === undefined) && (missing0 = "status"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.deliveryId !== undefined){
const _errs2 = errors;
if(typeof data.deliveryId !== "string"){
validate46.errors = [{instancePath:instancePath+"/deliveryId",schemaPath:"#/properties/deliveryId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate46.errors = [{instancePath:instancePath+"/attemptId",schemaPath:"#/properties/attemptId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate46.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data2 === "completed") || (data2 === "failed"))){
validate46.errors = [{instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema57.properties.status.enum},message:"must be equal to one of the allowed values"}];
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
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateContextMessage = validate47;
const schema58 = {"type":"object","properties":{"id":{"type":"string"},"seq":{"type":"integer"},"text":{"type":"string"},"author":{"$ref":"#/$defs/MessageAuthor"},"createdAt":{"type":"string"}},"required":["id","text"],"additionalProperties":true,"title":"ContextMessage"};

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
if(((data.id === undefined) && (missing0 = "id")) || ((data.text === undefined) && (missing0 = "text"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs2 = errors;
if(typeof data.id !== "string"){
validate47.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate47.errors = [{instancePath:instancePath+"/seq",schemaPath:"#/properties/seq/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.text !== undefined){
const _errs6 = errors;
if(typeof data.text !== "string"){
validate47.errors = [{instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.author !== undefined){
let data3 = data.author;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((data3.type === undefined) && (missing1 = "type")) || ((data3.id === undefined) && (missing1 = "id"))){
validate47.errors = [{instancePath:instancePath+"/author",schemaPath:"#/$defs/MessageAuthor/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.type !== undefined){
const _errs12 = errors;
if(typeof data3.type !== "string"){
validate47.errors = [{instancePath:instancePath+"/author/type",schemaPath:"#/$defs/MessageAuthor/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
const _errs14 = errors;
if(typeof data3.id !== "string"){
validate47.errors = [{instancePath:instancePath+"/author/id",schemaPath:"#/$defs/MessageAuthor/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.display_name !== undefined){
const _errs16 = errors;
if(typeof data3.display_name !== "string"){
validate47.errors = [{instancePath:instancePath+"/author/display_name",schemaPath:"#/$defs/MessageAuthor/properties/display_name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/author",schemaPath:"#/$defs/MessageAuthor/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
const _errs18 = errors;
if(typeof data.createdAt !== "string"){
validate47.errors = [{instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
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

export const validateContextResponse = validate48;
const schema60 = {"type":"object","properties":{"messages":{"type":"array","items":{"$ref":"#/$defs/ContextMessage"}},"pinned":{"type":"array","items":{"$ref":"#/$defs/ContextMessage"}}},"required":["messages","pinned"],"additionalProperties":true,"title":"ContextResponse"};

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
if(((data.messages === undefined) && (missing0 = "messages")) || ((data.pinned === undefined) && (missing0 = "pinned"))){
validate48.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.messages !== undefined){
let data0 = data.messages;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(validate47(data0[i0], {instancePath:instancePath+"/messages/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pinned !== undefined){
let data2 = data.pinned;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid2 = true;
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
const _errs7 = errors;
if(!(validate47(data2[i1], {instancePath:instancePath+"/pinned/" + i1,parentData:data2,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
validate48.errors = [{instancePath:instancePath+"/pinned",schemaPath:"#/properties/pinned/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
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
else {
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateCredentialState = validate51;
const schema61 = {"type":"string","enum":["pending_approval","ready_to_claim","claimed"],"title":"CredentialState"};

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
if(typeof data !== "string"){
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data === "pending_approval") || (data === "ready_to_claim")) || (data === "claimed"))){
validate51.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateTransport = validate52;
const schema62 = {"type":"string","enum":["runner_stream","callback"],"title":"Transport"};

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
if(typeof data !== "string"){
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data === "runner_stream") || (data === "callback"))){
validate52.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateCredentialStatus = validate53;
const schema63 = {"type":"object","properties":{"installationId":{"type":"string"},"appId":{"type":"string"},"state":{"$ref":"#/$defs/CredentialState"},"transports":{"type":"array","items":{"$ref":"#/$defs/Transport"}},"claimedAt":{"type":"string"}},"required":["installationId","appId","state","transports"],"additionalProperties":true,"title":"CredentialStatus"};

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
if(((((data.installationId === undefined) && (missing0 = "installationId")) || ((data.appId === undefined) && (missing0 = "appId"))) || ((data.state === undefined) && (missing0 = "state"))) || ((data.transports === undefined) && (missing0 = "transports"))){
validate53.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.installationId !== undefined){
const _errs2 = errors;
if(typeof data.installationId !== "string"){
validate53.errors = [{instancePath:instancePath+"/installationId",schemaPath:"#/properties/installationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appId !== undefined){
const _errs4 = errors;
if(typeof data.appId !== "string"){
validate53.errors = [{instancePath:instancePath+"/appId",schemaPath:"#/properties/appId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.state !== undefined){
let data2 = data.state;
const _errs6 = errors;
if(typeof data2 !== "string"){
validate53.errors = [{instancePath:instancePath+"/state",schemaPath:"#/$defs/CredentialState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((data2 === "pending_approval") || (data2 === "ready_to_claim")) || (data2 === "claimed"))){
validate53.errors = [{instancePath:instancePath+"/state",schemaPath:"#/$defs/CredentialState/enum",keyword:"enum",params:{allowedValues: schema61.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.transports !== undefined){
let data3 = data.transports;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs11 = errors;
if(typeof data4 !== "string"){
validate53.errors = [{instancePath:instancePath+"/transports/" + i0,schemaPath:"#/$defs/Transport/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data4 === "runner_stream") || (data4 === "callback"))){
validate53.errors = [{instancePath:instancePath+"/transports/" + i0,schemaPath:"#/$defs/Transport/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/transports",schemaPath:"#/properties/transports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.claimedAt !== undefined){
const _errs14 = errors;
if(typeof data.claimedAt !== "string"){
validate53.errors = [{instancePath:instancePath+"/claimedAt",schemaPath:"#/properties/claimedAt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateClaimResponse = validate54;
const schema66 = {"type":"object","properties":{"runnerToken":{"type":"string"},"callbackSigningSecret":{"type":"string"}},"additionalProperties":true,"description":"Returned once, with Cache-Control: no-store.","title":"ClaimResponse"};

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
if(data.runnerToken !== undefined){
const _errs2 = errors;
if(typeof data.runnerToken !== "string"){
validate54.errors = [{instancePath:instancePath+"/runnerToken",schemaPath:"#/properties/runnerToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath:instancePath+"/callbackSigningSecret",schemaPath:"#/properties/callbackSigningSecret/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate54.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateErrorCode = validate55;
const schema67 = {"type":"string","enum":["invalid_token","token_expired","token_disabled","not_permitted","target_not_allowed","delivery_not_found","installation_not_found","attempt_not_current","lease_expired","delivery_terminal","delivery_canceled","idempotency_conflict","validation_failed","rate_limited","method_not_allowed","credential_already_claimed","credential_not_ready","payload_too_large","invalid_signature","timestamp_out_of_range","header_mismatch","not_found","internal_error"],"description":"401 authentication (invalid_token, token_expired, token_disabled, invalid_signature, timestamp_out_of_range, header_mismatch), 403 authorization (not_permitted, target_not_allowed), 404, 409 lease (attempt_not_current, lease_expired) and state (delivery_terminal, delivery_canceled, idempotency_conflict, credential_*), 400 validation_failed, 413 payload_too_large, 429 rate_limited.","title":"ErrorCode"};

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
if(typeof data !== "string"){
validate55.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(((((((((((((((((((((((data === "invalid_token") || (data === "token_expired")) || (data === "token_disabled")) || (data === "not_permitted")) || (data === "target_not_allowed")) || (data === "delivery_not_found")) || (data === "installation_not_found")) || (data === "attempt_not_current")) || (data === "lease_expired")) || (data === "delivery_terminal")) || (data === "delivery_canceled")) || (data === "idempotency_conflict")) || (data === "validation_failed")) || (data === "rate_limited")) || (data === "method_not_allowed")) || (data === "credential_already_claimed")) || (data === "credential_not_ready")) || (data === "payload_too_large")) || (data === "invalid_signature")) || (data === "timestamp_out_of_range")) || (data === "header_mismatch")) || (data === "not_found")) || (data === "internal_error"))){
validate55.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema67.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateErrorDetail = validate56;
const schema68 = {"type":"object","properties":{"field":{"type":"string"},"message":{"type":"string"}},"required":["field","message"],"additionalProperties":false,"title":"ErrorDetail"};

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
if(((data.field === undefined) && (missing0 = "field")) || ((data.message === undefined) && (missing0 = "message"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "field") || (key0 === "message"))){
validate56.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.field !== undefined){
const _errs2 = errors;
if(typeof data.field !== "string"){
validate56.errors = [{instancePath:instancePath+"/field",schemaPath:"#/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate56.errors = [{instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateErrorBody = validate57;
const schema69 = {"type":"object","properties":{"error":{"type":"object","properties":{"code":{"type":"string"},"message":{"type":"string"},"details":{"type":"array","items":{"$ref":"#/$defs/ErrorDetail"}}},"required":["code","message"],"additionalProperties":true}},"required":["error"],"additionalProperties":true,"title":"ErrorBody"};

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
if((data.error === undefined) && (missing0 = "error")){
validate57.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.error !== undefined){
let data0 = data.error;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.code === undefined) && (missing1 = "code")) || ((data0.message === undefined) && (missing1 = "message"))){
validate57.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.code !== undefined){
const _errs5 = errors;
if(typeof data0.code !== "string"){
validate57.errors = [{instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.message !== undefined){
const _errs7 = errors;
if(typeof data0.message !== "string"){
validate57.errors = [{instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.details !== undefined){
let data3 = data0.details;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data3)){
var valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((data4.field === undefined) && (missing2 = "field")) || ((data4.message === undefined) && (missing2 = "message"))){
validate57.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/$defs/ErrorDetail/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs14 = errors;
for(const key0 in data4){
if(!((key0 === "field") || (key0 === "message"))){
validate57.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/$defs/ErrorDetail/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs14 === errors){
if(data4.field !== undefined){
const _errs15 = errors;
if(typeof data4.field !== "string"){
validate57.errors = [{instancePath:instancePath+"/error/details/" + i0+"/field",schemaPath:"#/$defs/ErrorDetail/properties/field/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.message !== undefined){
const _errs17 = errors;
if(typeof data4.message !== "string"){
validate57.errors = [{instancePath:instancePath+"/error/details/" + i0+"/message",schemaPath:"#/$defs/ErrorDetail/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/error/details/" + i0,schemaPath:"#/$defs/ErrorDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs11 === errors;
if(!valid2){
break;
}
}
}
else {
validate57.errors = [{instancePath:instancePath+"/error/details",schemaPath:"#/properties/error/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
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
else {
validate57.errors = [{instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
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

export const validateAppManifest = validate58;
const schema71 = {"type":"object","properties":{"schemaVersion":{"type":"integer","const":1},"name":{"type":"string","pattern":"^[a-z][a-z0-9-]*$"},"displayName":{"type":"string"},"description":{"type":"string"},"version":{"type":"string"},"events":{"type":"array","items":{"type":"string"},"contains":{"const":"agentteam.message.mention"},"description":"Subscribed events."},"permissions":{"type":"array","items":{"type":"string"},"allOf":[{"contains":{"const":"app.mentions.read"}},{"contains":{"const":"messages.write"}}]},"runtime":{"type":"object","properties":{"transports":{"type":"array","items":{"$ref":"#/$defs/Transport"},"minItems":1},"callbackUrl":{"type":"string","description":"HTTPS URL of POST /events (callback transport)."},"configSchema":{"type":"object","description":"JSON Schema of the App's runtime configuration."}},"required":["transports","configSchema"],"additionalProperties":true}},"required":["schemaVersion","name","events","permissions","runtime"],"additionalProperties":true,"description":"manifest.json of an App runtime.","title":"AppManifest"};
const pattern5 = new RegExp("^[a-z][a-z0-9-]*$", "u");

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.schemaVersion === undefined) && (missing0 = "schemaVersion")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.events === undefined) && (missing0 = "events"))) || ((data.permissions === undefined) && (missing0 = "permissions"))) || ((data.runtime === undefined) && (missing0 = "runtime"))){
validate58.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.schemaVersion !== undefined){
let data0 = data.schemaVersion;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate58.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(1 !== data0){
validate58.errors = [{instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9-]*$"},message:"must match pattern \""+"^[a-z][a-z0-9-]*$"+"\""}];
return false;
}
}
else {
validate58.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
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
validate58.errors = [{instancePath:instancePath+"/displayName",schemaPath:"#/properties/displayName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate58.errors = [{instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs10 = errors;
if(typeof data.version !== "string"){
validate58.errors = [{instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.events !== undefined){
let data5 = data.events;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(typeof data5[i0] !== "string"){
validate58.errors = [{instancePath:instancePath+"/events/" + i0,schemaPath:"#/properties/events/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs14 === errors;
if(!valid1){
break;
}
}
if(valid1){
const _errs16 = errors;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if("agentteam.message.mention" !== data5[i1]){
const err0 = {instancePath:instancePath+"/events/" + i1,schemaPath:"#/properties/events/contains/const",keyword:"const",params:{allowedValue: "agentteam.message.mention"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs17 === errors;
if(valid2){
break;
}
}
if(!valid2){
validate58.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"}];
return false;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/events",schemaPath:"#/properties/events/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.permissions !== undefined){
let data8 = data.permissions;
const _errs18 = errors;
const _errs20 = errors;
if(Array.isArray(data8)){
const _errs21 = errors;
const len2 = data8.length;
for(let i2=0; i2<len2; i2++){
const _errs22 = errors;
if("app.mentions.read" !== data8[i2]){
const err1 = {instancePath:instancePath+"/permissions/" + i2,schemaPath:"#/properties/permissions/allOf/0/contains/const",keyword:"const",params:{allowedValue: "app.mentions.read"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid4 = _errs22 === errors;
if(valid4){
break;
}
}
if(!valid4){
validate58.errors = [{instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/allOf/0/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"}];
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
var valid3 = _errs20 === errors;
if(valid3){
const _errs23 = errors;
if(Array.isArray(data8)){
const _errs24 = errors;
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
const _errs25 = errors;
if("messages.write" !== data8[i3]){
const err2 = {instancePath:instancePath+"/permissions/" + i3,schemaPath:"#/properties/permissions/allOf/1/contains/const",keyword:"const",params:{allowedValue: "messages.write"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid5 = _errs25 === errors;
if(valid5){
break;
}
}
if(!valid5){
validate58.errors = [{instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/allOf/1/contains",keyword:"contains",params:{minContains: 1},message:"must contain at least 1 valid item(s)"}];
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
}
var valid3 = _errs23 === errors;
}
if(errors === _errs18){
if(Array.isArray(data8)){
var valid6 = true;
const len4 = data8.length;
for(let i4=0; i4<len4; i4++){
const _errs26 = errors;
if(typeof data8[i4] !== "string"){
validate58.errors = [{instancePath:instancePath+"/permissions/" + i4,schemaPath:"#/properties/permissions/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs26 === errors;
if(!valid6){
break;
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.runtime !== undefined){
let data12 = data.runtime;
const _errs28 = errors;
if(errors === _errs28){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing1;
if(((data12.transports === undefined) && (missing1 = "transports")) || ((data12.configSchema === undefined) && (missing1 = "configSchema"))){
validate58.errors = [{instancePath:instancePath+"/runtime",schemaPath:"#/properties/runtime/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data12.transports !== undefined){
let data13 = data12.transports;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data13)){
if(data13.length < 1){
validate58.errors = [{instancePath:instancePath+"/runtime/transports",schemaPath:"#/properties/runtime/properties/transports/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid8 = true;
const len5 = data13.length;
for(let i5=0; i5<len5; i5++){
let data14 = data13[i5];
const _errs33 = errors;
if(typeof data14 !== "string"){
validate58.errors = [{instancePath:instancePath+"/runtime/transports/" + i5,schemaPath:"#/$defs/Transport/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data14 === "runner_stream") || (data14 === "callback"))){
validate58.errors = [{instancePath:instancePath+"/runtime/transports/" + i5,schemaPath:"#/$defs/Transport/enum",keyword:"enum",params:{allowedValues: schema62.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs33 === errors;
if(!valid8){
break;
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/runtime/transports",schemaPath:"#/properties/runtime/properties/transports/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data12.callbackUrl !== undefined){
const _errs36 = errors;
if(typeof data12.callbackUrl !== "string"){
validate58.errors = [{instancePath:instancePath+"/runtime/callbackUrl",schemaPath:"#/properties/runtime/properties/callbackUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs36 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data12.configSchema !== undefined){
let data16 = data12.configSchema;
const _errs38 = errors;
if(!(data16 && typeof data16 == "object" && !Array.isArray(data16))){
validate58.errors = [{instancePath:instancePath+"/runtime/configSchema",schemaPath:"#/properties/runtime/properties/configSchema/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
var valid7 = _errs38 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
else {
validate58.errors = [{instancePath:instancePath+"/runtime",schemaPath:"#/properties/runtime/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs28 === errors;
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
validate58.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const validateRunnerStreamEvent = validate59;
const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://vv-agent.dev/schemas/agentteam/RunnerStreamEvent.json","title":"RunnerStreamEvent","description":"One NDJSON line of the runner stream, discriminated on type.","oneOf":[{"$ref":"definitions.json#/$defs/RunnerStreamDelivery"},{"$ref":"definitions.json#/$defs/RunnerStreamPing"}]};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://vv-agent.dev/schemas/agentteam/RunnerStreamEvent.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
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
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {instancePath,schemaPath:"definitions.json#/$defs/RunnerStreamPing/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
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
let data0 = data.type;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/type",schemaPath:"definitions.json#/$defs/RunnerStreamPing/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("ping" !== data0){
const err2 = {instancePath:instancePath+"/type",schemaPath:"definitions.json#/$defs/RunnerStreamPing/properties/type/const",keyword:"const",params:{allowedValue: "ping"},message:"must be equal to constant"};
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
else {
const err3 = {instancePath,schemaPath:"definitions.json#/$defs/RunnerStreamPing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
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
validate59.errors = vErrors;
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
validate59.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate59.evaluated = {"dynamicProps":true,"dynamicItems":false};

