import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeById, type RouteId } from '../../shared/api/routes';
import { tableAccess } from '../../infra/stacks/api-stack';

const FUNCTIONS = path.join(import.meta.dirname, '../../functions');

/** Every route whose handler keeps idempotency records (`idempotent: true`, or the payments' own `idempotent(...)`). */
function idempotentRoutes(): RouteId[] {
  const found: RouteId[] = [];
  for (const dir of readdirSync(FUNCTIONS, { withFileTypes: true })) {
    if (!dir.isDirectory() || dir.name === 'core' || dir.name === 'lib') continue;
    for (const file of readdirSync(path.join(FUNCTIONS, dir.name))) {
      if (!file.endsWith('.ts')) continue;
      const text = readFileSync(path.join(FUNCTIONS, dir.name, file), 'utf8');
      const id = /route\(\s*'(\w+)'/.exec(text)?.[1];
      if (id && (/idempotent: true/.test(text) || /idempotent\('/.test(text))) found.push(id as RouteId);
    }
  }
  return found;
}

describe('idempotency records', () => {
  it('are written only by functions that may write the table', () => {
    const routes = idempotentRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['drawField', 'requestFieldUpload', 'createRole', 'assignRole', 'createActivity', 'defineCrop', 'defineSeason', 'defineRotation', 'createPayment']),
    );
    for (const id of routes) expect([id, tableAccess(routeById(id).resource)]).toEqual([id, 'readWrite']);
  });
});
