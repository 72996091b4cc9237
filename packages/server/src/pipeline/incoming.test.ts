import { describe, expect, it } from 'vitest';
import { incoming } from './incoming.js';

describe('the incoming step', () => {
  const step = incoming('/api/service');

  it('reads the path below the base path and the method', () => {
    expect(step(new Request('http://app.test/api/service/quotes/Quote:1?x=1', { method: 'get' }))).toMatchObject({ method: 'GET', path: '/quotes/Quote:1' });
  });

  it('answers 404 outside the base path', async () => {
    const answer = step(new Request('http://app.test/api/other')) as Response;
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 405 with Allow to a method no route can have', async () => {
    const answer = step(new Request('http://app.test/api/service/quotes', { method: 'PROPFIND' })) as Response;
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toContain('POST');
    expect(await answer.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });
});
