/* global window, document */
/*
 * Portico mini-game s1 (SEALOTTMINIGAME3): a scratch card of nine tiles; three of a kind wins.
 * Plain JS, no framework; every tile is a button, so a keyboard scratches it with Enter or Space.
 * The web app's widget calls window.PorticoMiniGame.mount(container), which returns an unmount function.
 */
(function () {
  'use strict';
  var SYMBOLS = ['Star', 'Bell', 'Coin'];
  function el(tag, props, text) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (k) { node.setAttribute(k, props[k]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function deal() {
    var r = new Uint32Array(9);
    window.crypto.getRandomValues(r);
    return Array.prototype.map.call(r, function (n) { return SYMBOLS[n % SYMBOLS.length]; });
  }
  function mount(container) {
    var root = el('div', { class: 'pmg pmg-s1', style: 'font:14px/1.4 system-ui,sans-serif;display:grid;gap:8px' });
    var title = el('h2', { style: 'font-size:16px;margin:0' }, 'Scratch card');
    var grid = el('div', { role: 'group', 'aria-label': 'Tiles', style: 'display:grid;grid-template-columns:repeat(3,1fr);gap:4px' });
    var status = el('p', { role: 'status', style: 'margin:0' }, 'Scratch tiles: three of a kind wins.');
    var again = el('button', { type: 'button', style: 'font:inherit;min-height:44px;border-radius:8px;border:1px solid #9aa5b1;background:transparent;color:inherit;cursor:pointer' }, 'New card');
    function render() {
      var card = deal();
      var seen = {};
      grid.textContent = '';
      status.textContent = 'Scratch tiles: three of a kind wins.';
      card.forEach(function (symbol, i) {
        var tile = el('button', { type: 'button', 'aria-label': 'Tile ' + (i + 1), style: 'font:inherit;min-height:44px;border-radius:6px;border:0;background:#9aa5b1;color:#10263f;cursor:pointer' }, '?');
        tile.addEventListener('click', function () {
          if (tile.dataset.open) return;
          tile.dataset.open = '1';
          tile.textContent = symbol;
          tile.setAttribute('aria-label', 'Tile ' + (i + 1) + ': ' + symbol);
          tile.style.background = '#f4f6f9';
          seen[symbol] = (seen[symbol] || 0) + 1;
          if (seen[symbol] === 3) status.textContent = 'Three ' + symbol + 's: you win!';
        });
        grid.appendChild(tile);
      });
    }
    again.addEventListener('click', render);
    render();
    root.append(title, grid, status, again);
    container.appendChild(root);
    return function unmount() { root.remove(); };
  }
  window.PorticoMiniGame = { variant: 's1', mount: mount };
})();
