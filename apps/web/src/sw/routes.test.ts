import { describe, expect, it } from 'vitest';
import { routeOf } from './routes';

const origin = 'https://demo.example.com';
const facts = (path: string, mode = 'cors', method = 'GET', at = origin) => ({ url: new URL(path, at), method, mode, origin });

describe('what the worker answers', () => {
  it('answers the web app’s page loads and its hashed files', () => {
    expect(routeOf(facts('/m/home', 'navigate'))).toBe('navigation');
    expect(routeOf(facts('/m/', 'navigate'))).toBe('navigation');
    expect(routeOf(facts('/m/assets/index-abc.js', 'cors'))).toBe('asset');
  });

  it('never answers the platform’s API, whatever the request looks like', () => {
    for (const mode of ['cors', 'navigate', 'no-cors', 'same-origin']) {
      expect(routeOf(facts('/wps/system/status', mode))).toBe('pass');
      expect(routeOf(facts('/wps/relay/MCSFE_getListBanners?x=1', mode))).toBe('pass');
      // The chat's unread stream (decision 057): a worker in the middle would hold or end it.
      expect(routeOf(facts('/wps/relay/CBS_unreadCountEvents?ticket=abc.def', mode))).toBe('pass');
    }
    expect(routeOf(facts('/m/assets/x.js', 'cors', 'POST'))).toBe('pass');
  });

  it('leaves other origins, the development and identity pages and the worker itself alone', () => {
    expect(routeOf(facts('/m/assets/index-abc.js', 'cors', 'GET', 'https://cdn.example.net'))).toBe('pass');
    expect(routeOf(facts('/dev/outbox', 'navigate'))).toBe('pass');
    expect(routeOf(facts('/idp/local/signin', 'navigate'))).toBe('pass');
    expect(routeOf(facts('/m/sw.js'))).toBe('pass');
    expect(routeOf(facts('/m/brand/portico.svg'))).toBe('pass');
  });
});
