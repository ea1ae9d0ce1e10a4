import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jsonForScript } from '../http/html.ts';
import { originPolicyOf, pageOrigins } from '../domains/origins.ts';

/**
 * The device-id frame (doc A §7, decision 018), served from the image-CDN origin: a merchant page
 * loads it hidden and posts {type:'DEVICE_ID', id}; the frame keeps the first id it is given in its
 * own storage and answers with the kept one, so the id survives a change of the page's domain.
 *
 * It answers only parents on one of the merchants' page origins (scheme, host and port: decision
 * 042; https only in production), twice over: CSP frame-ancestors stops any other page from
 * framing it at all, and the script checks event.origin and event.source.
 * Storage of a third-party frame is partitioned by top-level site in current browsers: the id is
 * shared between origins of one site (ports, subdomains), not across registrable domains.
 * The partitioned cookie needs a secure context: an https CDN (or localhost in development).
 */
function frameScript(allowed: string[]): string {
  // The kept id lives in localStorage where the browser allows third-party storage, else in a
  // partitioned cookie (CHIPS: Secure, SameSite=None, Partitioned), which browsers that block
  // third-party storage still keep per top-level site.
  return `(function(){
var ALLOWED=${jsonForScript(allowed)},KEY='portico_device',AGE=${365 * 24 * 60 * 60};
function allowed(o){return ALLOWED.indexOf(o)>=0}
function valid(id){return typeof id==='string'&&id.length===36&&/^[\\w-]+$/.test(id)}
function read(){var v=null;try{v=localStorage.getItem(KEY)}catch(x){}if(valid(v))return v;var m=/(?:^|;\\s*)portico_device=([^;]*)/.exec(document.cookie);return m&&valid(m[1])?m[1]:null}
function keep(id){try{localStorage.setItem(KEY,id)}catch(x){}document.cookie=KEY+'='+id+'; path=/; max-age='+AGE+'; secure; samesite=none; partitioned'}
addEventListener('message',function(e){
if(e.source!==parent||!allowed(e.origin))return;
var d=e.data;if(!d||d.type!=='DEVICE_ID')return;
var kept=read();
if(!kept){if(!valid(d.id))return;kept=d.id;keep(kept)}
parent.postMessage({type:'DEVICE_ID',id:kept},e.origin);
});
})();`;
}

export function registerDeviceFrame(app: FastifyInstance): void {
  const policy = originPolicyOf(app.config);
  const origins = [...new Set([...app.merchants.all.values()].flatMap((m) => pageOrigins(m, policy)))].sort();
  const script = frameScript(origins);
  const hash = createHash('sha256').update(script).digest('base64');
  const ancestors = origins.join(' ');
  const csp = `default-src 'none'; script-src 'sha256-${hash}'; frame-ancestors ${ancestors || "'none'"}; base-uri 'none'; form-action 'none'`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>device</title></head><body><script>${script}</script></body></html>`;

  app.get('/device.html', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      // The allow-list changes only with the merchant files (a restart): a CDN may keep it an hour.
      .header('cache-control', 'public, max-age=3600')
      .send(html),
  );
}
