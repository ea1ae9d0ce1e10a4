import { describe, expect, it } from 'vitest';
import { screenFor } from './routes';

describe('screenFor', () => {
  it('maps the paths of doc A §2 to the screen the router will show', () => {
    expect(screenFor('/m/login')).toBe('login');
    expect(screenFor('/m/changePsw')).toBe('changePassword');
    for (const p of ['/m/', '/m', '/m/home', '/m/index', '/m/index.html']) expect(screenFor(p)).toBe('home');
    for (const p of ['/m/register', '/m/register.html']) expect(screenFor(p)).toBe('register');
    expect(screenFor('/m/no-such-page')).toBe('notFound');
  });
});
