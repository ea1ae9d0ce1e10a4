import type { Plugin } from 'vite';

/**
 * Puts the (small, single) stylesheet into index.html: a render-blocking request less before the
 * prerendered screen can paint. Scripts stay external so they cache across visits.
 */
export function inlineCss(): Plugin {
  return {
    name: 'portico-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        let out = html;
        for (const [fileName, chunk] of Object.entries(ctx.bundle)) {
          if (chunk.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
          if (!link.test(out)) continue;
          out = out.replace(link, () => `<style>${String(chunk.source)}</style>`);
          delete ctx.bundle[fileName];
        }
        return out;
      },
    },
  };
}
