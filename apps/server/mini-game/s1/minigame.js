/* global window, document */
/*
 * Portico mini-game s1 (SEALOTTMINIGAME3): a scratch card of nine tiles; three of a kind wins.
 * Plain JS, no framework; every tile is a button, so a keyboard scratches it with Enter or Space.
 * The web app's widget calls window.PorticoMiniGame.mount(container), which returns an unmount function.
 * The look is minigame.css beside this file (the page's policy allows this site's stylesheets, never a
 * style attribute: decision 053).
 */
(function () {
  'use strict';
  var SYMBOLS = ['Star', 'Bell', 'Coin'];
  var here = document.currentScript && document.currentScript.src;
  var sheetUrl = here ? here.replace(/minigame\.js(\?[^#]*)?$/, 'minigame.css$1') : '/mini-game/s1/minigame.css';
  var sheet = null;

  /** The game's stylesheet, added once; resolves when it applies (or failed: the game still works). */
  function styles() {
    if (sheet) return sheet;
    sheet = new Promise(function (resolve) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = sheetUrl;
      link.onload = link.onerror = function () { resolve(); };
      document.head.appendChild(link);
    });
    return sheet;
  }
  function el(tag, className, text) {
    var node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function deal() {
    var r = new Uint32Array(9);
    window.crypto.getRandomValues(r);
    return Array.prototype.map.call(r, function (n) { return SYMBOLS[n % SYMBOLS.length]; });
  }
  function mount(container) {
    var root = el('div', 'pmg pmg-s1');
    root.hidden = true;
    var title = el('h2', 'pmg__title', 'Scratch card');
    var grid = el('div', 'pmg-card');
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-label', 'Tiles');
    var status = el('p', 'pmg__status', 'Scratch tiles: three of a kind wins.');
    status.setAttribute('role', 'status');
    var again = el('button', 'pmg__button', 'New card');
    again.type = 'button';
    function render() {
      var card = deal();
      var seen = {};
      grid.textContent = '';
      status.textContent = 'Scratch tiles: three of a kind wins.';
      card.forEach(function (symbol, i) {
        var tile = el('button', 'pmg-card__tile', '?');
        tile.type = 'button';
        tile.setAttribute('aria-label', 'Tile ' + (i + 1));
        tile.addEventListener('click', function () {
          if (tile.dataset.open) return;
          tile.dataset.open = '1';
          tile.textContent = symbol;
          tile.setAttribute('aria-label', 'Tile ' + (i + 1) + ': ' + symbol);
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
    styles().then(function () { root.hidden = false; });
    return function unmount() { root.remove(); };
  }
  styles();
  window.PorticoMiniGame = { variant: 's1', mount: mount };
})();
