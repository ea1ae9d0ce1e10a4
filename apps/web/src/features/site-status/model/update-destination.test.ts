import { describe, expect, it, vi } from 'vitest';
import { applyUpdate, updateDestination } from './update-destination';

describe('update accepted (doc A §2)', () => {
  it.each(['/m/home', '/m/game', '/m/login', '/m/index', '/m/index.html', '/m/', '/m/member/home', '/m/register', '/m/register.html', '/m/login/'])(
    'reloads on %s',
    (path) => expect(updateDestination(path)).toBe('reload'),
  );

  it.each(['/m/changePsw', '/m/help', '/m/activity', '/m/member/profile', '/m/homework', '/m/game/abc'])('goes to /m/home from %s', (path) =>
    expect(updateDestination(path)).toBe('/m/home'),
  );

  it('reloads or assigns accordingly', () => {
    const at = (pathname: string) => ({ pathname, reload: vi.fn(), assign: vi.fn() });
    const login = at('/m/login');
    applyUpdate(login);
    expect(login.reload).toHaveBeenCalledOnce();
    expect(login.assign).not.toHaveBeenCalled();
    const other = at('/m/changePsw');
    applyUpdate(other);
    expect(other.assign).toHaveBeenCalledWith('/m/home');
    expect(other.reload).not.toHaveBeenCalled();
  });
});
