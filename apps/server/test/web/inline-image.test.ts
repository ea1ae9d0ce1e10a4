import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/app.ts';
import { createInlineImages, INLINE_IMAGE_LIMIT } from '../../src/web/inline-image.ts';

function webDist() {
  const dist = tempDir('inline-web');
  mkdirSync(path.join(dist, 'banners'));
  writeFileSync(path.join(dist, 'banners', 'small.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1">\n  <rect fill="#0a7" width="100%" height="1"/>\n</svg>\n');
  writeFileSync(path.join(dist, 'banners', 'dot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  writeFileSync(path.join(dist, 'banners', 'large.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_IMAGE_LIMIT)}</svg>`);
  writeFileSync(path.join(dist, 'banners', 'notes.txt'), 'not an image');
  writeFileSync(path.join(path.dirname(dist), 'outside.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('inline images (decision 043: the home poster drawn without a request)', () => {
  const inline = createInlineImages(webDist());

  it('carries a small SVG of the web app as a data URL a browser decodes to the same file', async () => {
    const url = await inline('/m/banners/small.svg');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/[\n"#<>]/);
    expect(decodeURIComponent(url!.slice('data:image/svg+xml,'.length))).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="1">   <rect fill="#0a7" width="100%" height="1"/> </svg> ');
  });

  it('carries other image types in base64', async () => {
    expect(await inline('/m/banners/dot.png')).toBe(`data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]).toString('base64')}`);
  });

  it('links to anything else as before: too large, not an image, missing, another host, outside the web app', async () => {
    const refused = ['/m/banners/large.svg', '/m/banners/notes.txt', '/m/banners/none.svg', 'https://cdn.example.com/banners/small.svg', '/m/../outside.svg', '/m/%2e%2e/outside.svg', '/m/banners/%E0%A4%A.svg'];
    expect(await Promise.all(refused.map(inline))).toEqual(refused.map(() => null));
  });
});
