import { describe, expect, it } from 'vitest';
import { clientRequestMethods, serverNotificationMethods, serverRequestMethods, clientNotificationMethods } from '../../../generated/app-server/methods.js';
import { validateThreadStartResponse, validateThreadReadParams } from '../../../generated/app-server/validators.js';

describe('the generated method table', () => {
  it('declares every method of the contract, in each direction', () => {
    expect(Object.keys(clientRequestMethods).sort()).toEqual(
      ['initialize', 'thread/start', 'thread/resume', 'thread/read', 'thread/list', 'thread/archive', 'thread/unsubscribe', 'turn/start', 'turn/steer', 'turn/followUp', 'turn/interrupt', 'approval/resolve', 'model/list', 'schema/export'].sort(),
    );
    expect(Object.keys(clientNotificationMethods)).toEqual(['initialized']);
    expect(Object.keys(serverNotificationMethods).sort()).toEqual(
      ['thread/started', 'thread/archived', 'thread/closed', 'thread/status/changed', 'turn/started', 'turn/completed', 'item/started', 'item/completed', 'item/agentMessage/delta', 'item/toolCall/delta', 'approval/requested', 'approval/resolved', 'error/warning'].sort(),
    );
    expect(Object.keys(serverRequestMethods)).toEqual(['approval/request']);
  });

  it('pairs each request with its params and result validators', () => {
    expect(clientRequestMethods['thread/start'].result).toBe(validateThreadStartResponse);
    expect(clientRequestMethods['thread/read'].params).toBe(validateThreadReadParams);
    expect(clientRequestMethods['thread/read'].paramsRequired).toBe(true);
    expect(clientRequestMethods['model/list'].paramsRequired).toBe(false);
    expect(clientNotificationMethods['initialized'].params).toBeNull();
  });
});
