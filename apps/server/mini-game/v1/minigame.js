/* global window, document */
/*
 * Portico mini-game v1 (LOTTMINIGAME3): a lucky spin. Plain JS, no framework. The web app's widget
 * loads this file and calls window.PorticoMiniGame.mount(container); mount returns an unmount function.
 * Prizes are demo points kept in the page only: the reference platform pays nothing.
 */
(function () {
  'use strict';
  var PRIZES = [5, 10, 0, 20, 5, 50, 0, 10];
  function el(tag, props, text) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) { node.setAttribute(k, props[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function mount(container) {
    var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    var total = 0;
    var timer = 0;
    var root = el('div', { class: 'pmg pmg-v1', style: 'font:14px/1.4 system-ui,sans-serif;display:grid;gap:8px' });
    var title = el('h2', { style: 'font-size:16px;margin:0' }, 'Lucky spin');
    var ring = el('ol', { 'aria-label': 'Prizes', style: 'display:grid;grid-template-columns:repeat(4,1fr);gap:4px;list-style:none;margin:0;padding:0' });
    var cells = PRIZES.map(function (p) {
      var li = el('li', { style: 'border:1px solid #9aa5b1;border-radius:6px;padding:6px 0;text-align:center' }, p ? p + ' pts' : 'Miss');
      ring.appendChild(li);
      return li;
    });
    var button = el('button', { type: 'button', style: 'font:inherit;min-height:44px;border-radius:8px;border:0;background:#f5a524;color:#10263f;font-weight:700;cursor:pointer' }, 'Spin');
    var status = el('p', { role: 'status', style: 'margin:0' }, 'Spin to win demo points.');
    function light(i) {
      cells.forEach(function (c, j) { c.style.background = i === j ? '#f5a524' : ''; c.style.color = i === j ? '#10263f' : ''; });
    }
    function finish(at) {
      light(at);
      total += PRIZES[at];
      status.textContent = (PRIZES[at] ? 'You won ' + PRIZES[at] + ' points.' : 'No prize this time.') + ' Total: ' + total + ' points.';
      button.disabled = false;
    }
    button.addEventListener('click', function () {
      var r = new Uint32Array(1);
      window.crypto.getRandomValues(r);
      var target = r[0] % PRIZES.length;
      button.disabled = true;
      if (reduced) return finish(target);
      var steps = PRIZES.length * 2 + target;
      var i = 0;
      timer = window.setInterval(function () {
        light(i % PRIZES.length);
        if (i >= steps) { window.clearInterval(timer); finish(target); }
        i += 1;
      }, 60);
    });
    root.append(title, ring, button, status);
    container.appendChild(root);
    return function unmount() { window.clearInterval(timer); root.remove(); };
  }
  window.PorticoMiniGame = { variant: 'v1', mount: mount };
})();
