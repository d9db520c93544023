import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../shared/api/openapi';
import { ROUTES } from '../../../shared/api/routes';

type Json = Record<string, unknown>;
const doc = openApiDocument() as Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Json; securitySchemes: Json } };

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((inner) => refs(inner, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  }
  return found;
}

function resolve(ref: string): unknown {
  expect(ref.startsWith('#/'), ref).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined), doc);
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with every route of the table once, under its id', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations).toHaveLength(ROUTES.length);
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      expect(op?.operationId, route.id).toBe(route.id);
      expect(op?.['x-permission'], route.id).toBe(route.permission);
    }
    expect(new Set(operations.map(({ op }) => op.operationId)).size).toBe(operations.length);
  });

  it('resolves every $ref and names only declared security schemes', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) expect(resolve(ref), ref).toBeTypeOf('object');
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods)) {
        for (const requirement of op.security as Json[]) for (const name of Object.keys(requirement)) expect(doc.components.securitySchemes).toHaveProperty(name);
      }
    }
  });

  it('declares each path parameter, documents bodies, files, empty answers and which keys may call', () => {
    for (const route of ROUTES) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()] as Json & { parameters: Json[]; responses: Json };
      const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, route.id).toEqual([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      expect(op.requestBody !== undefined, route.id).toBe(route.body !== undefined);
      if (route.auth === 'public') expect(op.security, route.id).toEqual([]);
    }
    const list = doc.paths['/scouting/']?.get as Json;
    expect(list['x-api-key-scopes']).toEqual(['read', 'read-write']);
    expect((list.parameters as Json[]).map((p) => p.name)).toContain('team');
    expect(doc.paths['/scouting/']?.post?.['x-api-key-scopes']).toEqual(['read-write']);
    expect(doc.paths['/partners/keys/']?.post?.['x-api-key-scopes']).toEqual([]);
    expect(Object.keys(doc.paths['/scouting/{id}/']?.delete?.responses as Json)).toContain('204');
    expect(JSON.stringify(doc.paths['/scouting/export/']?.get?.responses)).toContain('application/octet-stream');
  });
});
