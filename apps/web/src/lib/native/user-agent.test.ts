import { describe, expect, it } from 'vitest';
import { parseNativeUserAgent } from './user-agent';

const UUID = '123e4567-e89b-42d3-a456-426614174000';

describe('parseNativeUserAgent', () => {
  it('reads platform, version, uuid and features from the wrapper token', () => {
    const info = parseNativeUserAgent(
      `Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile PorticoApp/2.4.1 (android; uuid=${UUID}; features=autoRegister,socialLogin)`,
    );
    expect(info).toMatchObject({ platform: 'android', version: '2.4.1', uuid: UUID });
    expect([...(info?.features ?? [])]).toEqual(['autoRegister', 'socialLogin']);
  });

  it('is null in a plain browser', () => {
    expect(parseNativeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBeNull();
  });

  it('ignores a uuid that is not 36 characters long', () => {
    expect(parseNativeUserAgent('PorticoApp/1.0 (ios; uuid=short)')?.uuid).toBeNull();
  });
});
