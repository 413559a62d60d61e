/**
 * App creation paths and the initial credential lifecycle (seed, "Provision and Connect";
 * contract, "Credentials"): owner/admin direct creation returns the credential once; a member's
 * request is pending with no credential, is approved, then claimed exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateClaimResponse, validateCredentialStatus, validateErrorBody } from '../../../../generated/agentteam/validators.js';
import { validateApp, validateCreateAppResponse } from '../../../../generated/agentteam-dev/validators.js';
import { createWorld, removeTempDirs, startTestPlatform, StreamReader, type TestPlatform, type World } from './helpers.js';

let t: TestPlatform;
let world: World;
let memberToken: string;
let otherMemberToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestPlatform();
  world = await createWorld(t.api);
  const add = async (name: string, role: string): Promise<string> => {
    const user = await t.api.post('/api/v1/users', undefined, { name });
    const added = await t.api.post(`${world.w}/members`, world.ownerToken, { userId: user.body.user.userId, role });
    expect(added.status).toBe(201);
    return user.body.token;
  };
  memberToken = await add('Bob', 'member');
  otherMemberToken = await add('Carol', 'member');
  adminToken = await add('Dana', 'admin');
});

afterAll(async () => {
  await t?.platform.close();
  removeTempDirs();
});

describe('direct creation by an owner or admin', () => {
  it('returns the App and its one-time credentials with Cache-Control: no-store', async () => {
    const created = await t.api.post(`${world.w}/apps`, world.ownerToken, { name: 'both', transports: ['runner_stream', 'callback'], callbackUrl: 'http://127.0.0.1:9/cb' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(validateCreateAppResponse(created.body)).toBe(true);
    expect(created.body.app).toMatchObject({ name: 'both', status: 'active', credentialState: 'claimed', transports: ['runner_stream', 'callback'], channelIds: [] });
    expect(created.body.credentials.runnerToken).toMatch(/^atr_/);
    expect(created.body.credentials.callbackSigningSecret).toMatch(/^atcs_/);

    const status = await t.api.get(`${world.w}/app-installations/${created.body.app.installationId}/initial-credentials`, world.ownerToken);
    expect(status.status).toBe(200);
    expect(validateCredentialStatus(status.body)).toBe(true);
    expect(status.body).toMatchObject({ installationId: created.body.app.installationId, appId: created.body.app.appId, state: 'claimed', transports: ['runner_stream', 'callback'] });
    expect(JSON.stringify(status.body)).not.toContain(created.body.credentials.runnerToken);

    const claim = await t.api.post(`${world.w}/app-installations/${created.body.app.installationId}/initial-credentials/claim`, world.ownerToken);
    expect(claim.status).toBe(409);
    expect(claim.body.error.code).toBe('credential_already_claimed');
  });

  it('an admin creates directly too; a duplicate name is 409 name_taken', async () => {
    const created = await t.api.post(`${world.w}/apps`, adminToken, { name: 'by-admin', transports: ['runner_stream'] });
    expect(created.status).toBe(201);
    expect(created.body.credentials).toEqual({ runnerToken: expect.stringMatching(/^atr_/) });
    const again = await t.api.post(`${world.w}/apps`, world.ownerToken, { name: 'by-admin', transports: ['runner_stream'] });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('name_taken');
  });

  it('rejects a callback App without callbackUrl (400 with details)', async () => {
    const created = await t.api.post(`${world.w}/apps`, world.ownerToken, { name: 'nourl', transports: ['callback'] });
    expect(created.status).toBe(400);
    expect(validateErrorBody(created.body)).toBe(true);
    expect(created.body.error).toMatchObject({ code: 'validation_failed', details: [{ field: '/callbackUrl', message: expect.any(String) }] });
  });
});

describe('a member request: pending_approval -> ready_to_claim -> claimed', () => {
  it('walks the whole lifecycle; claims before approval and after the claim are rejected', async () => {
    const requested = await t.api.post(`${world.w}/apps`, memberToken, { name: 'member-app', transports: ['runner_stream'] });
    expect(requested.status).toBe(202);
    expect(requested.body.credentials).toBeUndefined();
    expect(requested.headers.get('cache-control')).toBeNull();
    expect(validateApp(requested.body.app)).toBe(true);
    expect(requested.body.app).toMatchObject({ status: 'pending_approval', credentialState: 'pending_approval' });
    const i = `${world.w}/app-installations/${requested.body.app.installationId}`;

    expect((await t.api.get(`${i}/initial-credentials`, memberToken)).body.state).toBe('pending_approval');
    const early = await t.api.post(`${i}/initial-credentials/claim`, memberToken);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('credential_not_ready');

    // A pending request has no usable App: no channel membership.
    const join = await t.api.post(`${world.w}/channels/${world.channelId}/apps`, world.ownerToken, { installationId: requested.body.app.installationId });
    expect(join.status).toBe(409);
    expect(join.body.error.code).toBe('app_not_ready');

    // Members cannot approve; an admin can.
    const byMember = await t.api.post(`${i}/approve`, memberToken);
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe('not_permitted');
    const approved = await t.api.post(`${i}/approve`, adminToken);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'active', credentialState: 'ready_to_claim' });
    expect((await t.api.get(`${i}/initial-credentials`, memberToken)).body.state).toBe('ready_to_claim');

    // Another member is neither a manager nor an admin.
    const stranger = await t.api.post(`${i}/initial-credentials/claim`, otherMemberToken);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.code).toBe('not_permitted');

    // The creator (first App manager) claims once.
    const claim = await t.api.post(`${i}/initial-credentials/claim`, memberToken);
    expect(claim.status).toBe(200);
    expect(claim.headers.get('cache-control')).toBe('no-store');
    expect(validateClaimResponse(claim.body)).toBe(true);
    expect(Object.keys(claim.body)).toEqual(['runnerToken']);

    const second = await t.api.post(`${i}/initial-credentials/claim`, world.ownerToken);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('credential_already_claimed');
    const status = await t.api.get(`${i}/initial-credentials`, memberToken);
    expect(status.body).toMatchObject({ state: 'claimed', claimedAt: expect.any(String) });
    expect(JSON.stringify(status.body)).not.toContain(claim.body.runnerToken);

    // The claimed token is a working runner credential.
    const stream = await StreamReader.open(t.platform.baseUrl, world.workspaceId, claim.body.runnerToken);
    expect(stream.status).toBe(200);
    stream.close();
  });

  it('a callback App request claims its signing secret', async () => {
    const requested = await t.api.post(`${world.w}/apps`, memberToken, { name: 'cb-request', transports: ['callback'], callbackUrl: 'http://127.0.0.1:9' });
    const i = `${world.w}/app-installations/${requested.body.app.installationId}`;
    await t.api.post(`${i}/approve`, world.ownerToken);
    const claim = await t.api.post(`${i}/initial-credentials/claim`, world.ownerToken, {});
    expect(claim.status).toBe(200);
    expect(Object.keys(claim.body)).toEqual(['callbackSigningSecret']);
  });

  it('a rejected request is removed from Apps', async () => {
    const requested = await t.api.post(`${world.w}/apps`, memberToken, { name: 'rejected-app', transports: ['runner_stream'] });
    const i = `${world.w}/app-installations/${requested.body.app.installationId}`;
    const rejected = await t.api.post(`${i}/reject`, world.ownerToken);
    expect(rejected.body.status).toBe('rejected');
    const gone = await t.api.get(i, world.ownerToken);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('installation_not_found');
    const list = await t.api.get(`${world.w}/apps?name=rejected-app`, world.ownerToken);
    expect(list.body.apps).toEqual([]);
  });
});

describe('runner token rotation', () => {
  it('a rotated-out runner token answers 401 token_disabled', async () => {
    const created = await t.api.post(`${world.w}/apps`, world.ownerToken, { name: 'rotating', transports: ['runner_stream'] });
    const old = created.body.credentials.runnerToken;
    const rotated = await t.api.post(`${world.w}/app-installations/${created.body.app.installationId}/runner-token/rotate`, world.ownerToken);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const stale = await t.api.post(`${world.w}/app-runtime/heartbeat`, old, { runnerId: 'r' });
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('token_disabled');
    const fresh = await t.api.post(`${world.w}/app-runtime/heartbeat`, rotated.body.runnerToken, { runnerId: 'r' });
    expect(fresh.status).toBe(200);
  });
});
