import { askUserTool } from './askUser.js';
import { bashTool } from './bash.js';
import { listFilesTool } from './listFiles.js';
import { readFileTool } from './readFile.js';
import { searchFilesTool } from './searchFiles.js';
import { taskFinishTool } from './taskFinish.js';
import type { Tool } from './tool.js';
import { writeFileTool } from './writeFile.js';

/** The standard tool set, in the order the model sees it. */
export function builtinTools(): Tool[] {
  return [taskFinishTool, askUserTool, readFileTool, writeFileTool, listFilesTool, searchFilesTool, bashTool];
}
