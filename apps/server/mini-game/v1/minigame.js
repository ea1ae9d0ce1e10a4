/* global window, document */
/*
 * Portico mini-game v1 (LOTTMINIGAME3): a lucky spin wheel. Plain JS, no framework. The web app's widget
 * loads this file and calls window.PorticoMiniGame.mount(container); mount returns an unmount function.
 * Prizes are demo points kept in the page only: the reference platform pays nothing.
 * The look is minigame.css beside this file (the page's policy allows this site's stylesheets, never a
 * style attribute: decision 053); what moves is written through the CSSOM and the Web Animations API.
 */
(function () {
  'use strict';
  var PRIZES = [5, 10, 0, 20, 5, 50, 0, 10];
  var STEP = 360 / PRIZES.length;
  var SPIN_MS = 3200;
  var here = document.currentScript && document.currentScript.src;
  var sheetUrl = here ? here.replace(/minigame\.js(\?[^#]*)?$/, 'minigame.css$1') : '/mini-game/v1/minigame.css';
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
  function label(prize) { return prize ? prize + ' pts' : 'Miss'; }

  function mount(container) {
    var reduced = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    var total = 0;
    var turned = 0;
    var animation = null;
    var root = el('div', 'pmg pmg-v1');
    root.hidden = true;
    var title = el('h2', 'pmg__title', 'Lucky spin');
    var wheel = el('div', 'pmg-wheel');
    var pointer = el('div', 'pmg-wheel__pointer');
    pointer.setAttribute('aria-hidden', 'true');
    var disc = el('ol', 'pmg-wheel__disc');
    disc.setAttribute('aria-label', 'Prizes');
    var cells = PRIZES.map(function (p, i) {
      var li = el('li', 'pmg-wheel__prize', label(p));
      li.style.setProperty('--i', String(i));
      disc.appendChild(li);
      return li;
    });
    wheel.append(disc, pointer);
    var button = el('button', 'pmg__button', 'Spin');
    button.type = 'button';
    var status = el('p', 'pmg__status', 'Spin to win demo points.');
    status.setAttribute('role', 'status');

    function finish(at) {
      cells.forEach(function (c, j) {
        if (j === at) c.setAttribute('aria-current', 'true');
        else c.removeAttribute('aria-current');
      });
      total += PRIZES[at];
      status.textContent = (PRIZES[at] ? 'You won ' + PRIZES[at] + ' points.' : 'No prize this time.') + ' Total: ' + total + ' points.';
      button.disabled = false;
    }
    button.addEventListener('click', function () {
      var r = new Uint32Array(1);
      window.crypto.getRandomValues(r);
      var target = r[0] % PRIZES.length;
      // At least four whole turns, ending with the target's segment under the pointer at the top.
      var to = turned - (turned % 360) + 4 * 360 + ((360 - target * STEP) % 360);
      var from = turned;
      turned = to;
      button.disabled = true;
      cells.forEach(function (c) { c.removeAttribute('aria-current'); });
      disc.style.transform = 'rotate(' + to + 'deg)';
      if (reduced || !disc.animate) return finish(target);
      animation = disc.animate([{ transform: 'rotate(' + from + 'deg)' }, { transform: 'rotate(' + to + 'deg)' }], {
        duration: SPIN_MS,
        easing: 'cubic-bezier(0.15, 0.85, 0.25, 1)',
      });
      animation.finished.then(function () { finish(target); }, function () { return undefined; });
    });
    root.append(title, wheel, button, status);
    container.appendChild(root);
    styles().then(function () { root.hidden = false; });
    return function unmount() {
      if (animation) animation.cancel();
      root.remove();
    };
  }
  styles();
  window.PorticoMiniGame = { variant: 'v1', mount: mount };
})();
