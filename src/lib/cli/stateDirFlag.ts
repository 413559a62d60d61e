import { Flags } from '@oclif/core';

/** `--state-dir` of the commands that read the App Server's thread store. */
export const stateDirFlag = Flags.string({ description: 'State directory of the App Server (default $VV_AGENT_HOME, else ~/.vv-agent).' });
