import { describe, expect, it } from 'vitest';
import { API, API_METHOD, apiMethodOf, type ApiName } from './api-paths';

describe('the route table', () => {
  it('gives every call a method, and only the calls it has', () => {
    expect(Object.keys(API_METHOD).sort()).toEqual(Object.keys(API).sort());
  });

  it('writes every path once, so a path names one call and one method', () => {
    const paths = Object.values(API);
    expect(new Set(paths).size).toBe(paths.length);
    for (const name of Object.keys(API) as ApiName[])
      expect(apiMethodOf(API[name]), name).toBe(API_METHOD[name]);
    expect(apiMethodOf('empleados/unknown')).toBeUndefined();
  });
});
