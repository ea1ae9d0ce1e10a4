import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/app.ts';
import { preloadsScript, readScreenPreloads } from '../../src/web/screen-preloads.ts';

function listsFile(content: string): string {
  const file = path.join(tempDir('screen-preloads'), 'screen-preloads.json');
  writeFileSync(file, content);
  return file;
}

const BUILT = JSON.stringify({
  screens: { home: ['/m/assets/home-a1.js', '/m/assets/shared-b2.js'], login: ['/m/assets/login-c3.js', 'https://evil.example/x.js', 7] },
  locales: { 'en.json': ['/m/assets/en-d4.js', '/m/assets/shared-b2.js'], 'pt-br.json': ['/m/assets/pt-br-e5.js'] },
});

const listed = (script: string) => JSON.parse(/<script id="portico-preloads" type="application\/json">(.*)<\/script>/.exec(script)?.[1] ?? 'null') as unknown;

describe("the prerendered screen's own chunks (decision 048)", () => {
  it("lists the screen's chunks and its language's, each once", async () => {
    const preloads = await readScreenPreloads(listsFile(BUILT));
    expect(listed(preloadsScript(preloads, 'home', 'EN'))).toEqual(['/m/assets/home-a1.js', '/m/assets/shared-b2.js', '/m/assets/en-d4.js']);
    expect(listed(preloadsScript(preloads, 'home', 'PT-BR'))).toEqual(['/m/assets/home-a1.js', '/m/assets/shared-b2.js', '/m/assets/pt-br-e5.js']);
  });

  it("keeps only the build's own script files", async () => {
    const preloads = await readScreenPreloads(listsFile(BUILT));
    expect(listed(preloadsScript(preloads, 'login', 'ES'))).toEqual(['/m/assets/login-c3.js']);
  });

  it('adds nothing for a build without the file, or a screen and language it does not list', async () => {
    const missing = await readScreenPreloads(path.join(tempDir('screen-preloads'), 'absent.json'));
    expect(preloadsScript(missing, 'home', 'EN')).toBe('');
    expect(preloadsScript(await readScreenPreloads(listsFile('not json')), 'home', 'EN')).toBe('');
    expect(preloadsScript(await readScreenPreloads(listsFile(BUILT)), 'notFound', 'ES')).toBe('');
  });
});
