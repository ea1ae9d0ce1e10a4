import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';
import { neverInlineFlags } from './build/never-inline-flags.ts';
import { serviceWorker } from './build/service-worker.ts';
import { paintFirst } from './build/paint-first.ts';
import { screenPreloads } from './build/screen-preloads.ts';

const FIRST_LOAD_GROUP =
  /apps\/web\/src\/(app\/use-document-title|lib\/(http|i18n|session|events|storage|site|notify|merchant|use-hydrated)|components\/ui)|packages\/contract\/src\/(choose-language|cipher\/[\w-]+|cipher-suites|errors|home-poster|language-tags|languages|look-default|session-keys)\.ts$/;

/** React, react-dom and their scheduler: evaluated on their own before the entry (build/paint-first.ts). */
const VENDOR = /\/node_modules\/(react|react-dom|scheduler)\//;

// The platform serves the built app under /m/ (apps/server); in development Vite
// proxies /wps to a platform started with `npm run dev`.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  // The service worker is part of the browser build only (decision 035).
  plugins: [react(), inlineCss(), paintFirst('vendor'), screenPreloads(), precompress(), ...(isSsrBuild ? [] : [serviceWorker()])],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    assetsInlineLimit: neverInlineFlags,
    // Every phone we serve but iOS 16 and older knows modulepreload; there the entry's imports are
    // found as it is parsed (one round trip later) instead of 0.55 KiB more for everyone (decision 061).
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app, inlined into index.html (build/inline-css.ts), which then
    // drops its file. Split per chunk, a lazy chunk importing from the entry chunk (the two-factor
    // dialog uses Dialog) would list that file among its dependencies, and the 404 would fail the import.
    cssCodeSplit: false,
    // The request layer, i18n, session, the event bus, storage, UI primitives and the contract in ONE chunk: left to
    // the automatic split they became ten small chunks shared by the screens, each gzipped alone and
    // each a request — 3.5 KiB more on the first load (122.0 vs 118.5 KiB, decision 002's budget is 120).
    // Feature code and the identity adapters stay in their own lazy chunks. Of the contract, only
    // the plain (zod-free) files the first screens use: the modules with zod schemas are imported
    // when a call's answer needs them, each in its own chunk (decision 047), and login-failure (read
    // by the lazy sign-in flows, with its schemas) is not part of the group either.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React's own modules in one chunk, which the page's loader evaluates in a task before the
            // app's (build/paint-first.ts): together they were one task of 12–23 ms in Lighthouse's
            // unthrottled trace, counted as blocking when over 12.5 ms (issue 18).
            { name: 'vendor', test: VENDOR },
            {
              name: 'app',
              // Not the notice dialog: it comes with the first notice (decision 061).
              test: (id: string) => FIRST_LOAD_GROUP.test(id) && !id.endsWith('lib/session/login-failure.ts') && !/components\/ui\/(Dialog|NoticeDialog|notice-alert)\.tsx$/.test(id),
            },
            // The one guarded submit: sign-in's form uses it alone, the form kit (decision 052) builds on it.
            // Grouped with the kit, sign-in would download the kit it does not use.
            { name: 'submit', test: /apps\/web\/src\/lib\/submit\// },
            // The form kit: every form screen but sign-in uses it, home none.
            { name: 'form', test: /apps\/web\/src\/lib\/form\// },
            // Registration's rules, small modules that load together: one request and one gzip stream instead of three.
            { name: 'register-rules', test: /packages\/contract\/src\/(register-rules|password-rule|captcha-payload)\.ts$/ },
          ],
        },
      },
    },
  },
  // The prerender bundle (src/ssr.tsx → dist-ssr/) keeps npm packages external but must carry
  // the contract, which is TypeScript source.
  ssr: { noExternal: ['@portico/contract'] },
  server: {
    // The platform's API, its local identity provider (social and sms sign-in) and its development pages.
    proxy: Object.fromEntries(['/wps', '/idp', '/dev'].map((path) => [path, process.env.PORTICO_API ?? 'http://127.0.0.1:8080'])),
  },
}));
