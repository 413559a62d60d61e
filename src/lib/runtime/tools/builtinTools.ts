import { askUserTool } from './askUser.js';
import { createBashTool, type BashToolOptions } from './bash.js';
import { listFilesTool } from './listFiles.js';
import { readFileTool } from './readFile.js';
import { searchFilesTool } from './searchFiles.js';
import { taskFinishTool } from './taskFinish.js';
import type { Tool } from './tool.js';
import { writeFileTool } from './writeFile.js';

export interface BuiltinToolsOptions {
  readonly bash?: BashToolOptions;
}

/** The standard tool set, in the order the model sees it. */
export function builtinTools(options: BuiltinToolsOptions = {}): Tool[] {
  return [taskFinishTool, askUserTool, readFileTool, writeFileTool, listFilesTool, searchFilesTool, createBashTool(options.bash)];
}
