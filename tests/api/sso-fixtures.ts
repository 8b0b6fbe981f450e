// Single sign-on settings for the SSO tests (issue #36): saved through the administrators' API over the version read.
import { expect } from 'vitest';
import type { ApiClient } from '../support/server.ts';

export const SSO_DEFAULTS = {
  ssoMode: 'oauth2', enabled: true, issuer: null, clientId: null, scopes: 'openid profile email', casServerUrl: null,
  matchClaim: 'preferred_username', matchField: 'username', provision: false, provisionOrgId: null, provisionRoleCode: null,
  providerName: null,
};

/** Saves the settings (over the defaults) and returns the answer. */
export async function saveSso(admin: ApiClient, settings: Record<string, unknown>) {
  const current = await admin.get('/api/system/sso/config');
  expect(current.status).toBe(200);
  const { hasClientSecret: _kept, version, ...stored } = current.body.result;
  return admin.put('/api/system/sso/config', { ...stored, ...SSO_DEFAULTS, ...settings, version });
}

/** Saves the settings, which must be accepted. */
export async function configureSso(admin: ApiClient, settings: Record<string, unknown>): Promise<void> {
  const saved = await saveSso(admin, settings);
  expect(saved.body.message, JSON.stringify(saved.body)).toBe('Operation is successful');
}
