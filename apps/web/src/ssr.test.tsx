import { executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './ssr';
import { demoSettings } from './test/demo-settings';

/**
 * Whether Node tracks promises (it does once any async hook or AsyncLocalStorage is running): a
 * promise's callback then runs with an async id of its own instead of 0. The platform pays for that
 * tracking on every promise of every request (decision 049).
 */
const promisesTracked = () => Promise.resolve().then(() => executionAsyncId() !== 0);

describe('the prerender entry', () => {
  it("renders the sign-in screen without turning on Node's promise tracking for the rest of the process", async () => {
    expect(await promisesTracked()).toBe(false);
    const html = await renderScreen({ path: '/m/login', language: 'EN', settings: demoSettings() });
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<h1[^>]*>Sign in to /);
    expect(await promisesTracked()).toBe(false);
  });
});
