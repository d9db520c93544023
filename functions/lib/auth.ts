import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { STAFF_GROUP } from '../../shared/platform';

/** The verified caller, read from the claims the API Gateway JWT authorizer put on the event. */
export interface Caller {
  userId: string;
  /** The pool's user name (`cognito:username`; the sub when the token has none), for the admin calls about the caller. */
  username: string;
  email: string;
  groups: string[];
  isStaff: boolean;
  /** Signed in through another identity provider (Google): the ID token names it in `identities`. */
  federated: boolean;
  /** The ID token's given_name and family_name (empty when the token has none). */
  firstName?: string;
  lastName?: string;
  /** Present when a partner's API key made the call (api-key-auth.ts): the key's id, team and scope. */
  apiKey?: { keyId: string; teamId: string; scope: 'read' | 'read-write' };
}

interface JwtAuthorizerContext {
  jwt?: { claims?: Record<string, string | number | boolean | string[]> };
}

/** HTTP API hands array claims over as a string such as "[staff admins]"; a local caller may pass an array. */
function parseGroups(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.length === 0) return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFrom(event: APIGatewayProxyEventV2): Caller | null {
  const context = (event.requestContext as { authorizer?: JwtAuthorizerContext }).authorizer;
  const claims = context?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    userId: claims.sub,
    username: typeof claims['cognito:username'] === 'string' ? claims['cognito:username'] : claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    groups,
    isStaff: groups.includes(STAFF_GROUP),
    federated: claims.identities !== undefined && claims.identities !== '' && claims.identities !== '[]',
    firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
    lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
  };
}
