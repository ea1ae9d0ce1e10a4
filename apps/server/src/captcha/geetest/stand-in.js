/* global document, window, HTMLElement */
// The Geetest stand-in's browser script (decision 015), served by the platform in development
// and tests only, at the paths of Geetest's loaders (/static/tools/gt.js for v3, /v4/gt4.js for
// v4). It implements their public interface — initGeetest(config, callback) and
// initGeetest4(config, callback) handing back a captcha object — and shows an accessible dialog a
// person passes with one button. The result comes from the platform's stand-in API, signed with a
// key the browser never sees, so the platform's validate step is the real one.
(function () {
  'use strict';
  var script = document.currentScript;
  var api = new URL('/dev/geetest/api/pass', script && script.src ? script.src : window.location.href).href;
  var TEXT = {
    title: 'Security check',
    body: 'Geetest stand-in: confirm that you are a person to continue.',
    pass: 'I am a person',
    close: 'Close',
    network: 'Network failure, please try again',
  };
  var serial = 0;

  function createCaptcha(version, config) {
    var handlers = { ready: [], success: [], error: [], close: [] };
    var state = { ready: false, destroyed: false, result: null, dialog: null, opener: null };
    function emit(name, arg) {
      handlers[name].slice().forEach(function (fn) {
        fn(arg);
      });
    }
    function closeDialog() {
      if (!state.dialog) return;
      state.dialog.remove();
      state.dialog = null;
      if (state.opener instanceof HTMLElement && document.contains(state.opener)) state.opener.focus();
    }
    function fail(code, msg) {
      closeDialog();
      emit(
        'error',
        version === 'v3' ? { error_code: 'error_' + code, msg: msg, user_error: TEXT.network } : { code: String(code), msg: msg, desc: { detail: msg } },
      );
    }
    function pass() {
      var body = version === 'v3' ? { version: 'v3', challenge: config.challenge } : { version: 'v4', captchaId: config.captchaId };
      fetch(api, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' })
        .then(function (res) {
          if (!res.ok) throw new Error('stand-in api ' + res.status);
          return res.json();
        })
        .then(function (value) {
          if (state.destroyed) return;
          state.result =
            version === 'v3'
              ? { geetest_challenge: config.challenge, geetest_validate: value.validate, geetest_seccode: value.validate + '|jordan' }
              : value;
          closeDialog();
          emit('success');
        })
        .catch(function (err) {
          fail(version === 'v3' ? 21 : 60500, String(err && err.message));
        });
    }
    function openDialog() {
      if (state.dialog || state.destroyed) return;
      serial += 1;
      var id = 'gt-stand-in-' + serial;
      var d = document.createElement('div');
      d.setAttribute('role', 'dialog');
      d.setAttribute('aria-modal', 'true');
      d.setAttribute('aria-labelledby', id + '-t');
      d.setAttribute('aria-describedby', id + '-d');
      // Its text is English whatever language the page asked for; say so to screen readers.
      d.setAttribute('lang', 'en');
      d.setAttribute('data-requested-lang', String(config.lang || config.language || ''));
      d.style.cssText =
        'position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5);z-index:2147483647';
      var box = document.createElement('div');
      box.style.cssText = 'background:#fff;color:#111;padding:1rem;border-radius:8px;max-inline-size:20rem;font:16px/1.4 system-ui,sans-serif';
      var h = document.createElement('h2');
      h.id = id + '-t';
      h.textContent = TEXT.title;
      h.style.cssText = 'margin:0 0 .5rem;font-size:1.1rem';
      var p = document.createElement('p');
      p.id = id + '-d';
      p.textContent = TEXT.body;
      var ok = document.createElement('button');
      ok.type = 'button';
      ok.textContent = TEXT.pass;
      ok.style.cssText = 'min-block-size:44px;margin-inline-end:.5rem;padding:0 1rem;background:#0b57d0;color:#fff;border:0;border-radius:4px';
      ok.addEventListener('click', function () {
        ok.disabled = true;
        pass();
      });
      var close = document.createElement('button');
      close.type = 'button';
      close.textContent = TEXT.close;
      close.style.cssText = 'min-block-size:44px;padding:0 1rem;background:#eee;color:#111;border:0;border-radius:4px';
      close.addEventListener('click', function () {
        closeDialog();
        emit('close');
      });
      d.addEventListener('keydown', function (e) {
        if (e.key === 'Escape') {
          closeDialog();
          emit('close');
        }
      });
      box.append(h, p, ok, close);
      d.append(box);
      state.opener = document.activeElement;
      document.body.append(d);
      state.dialog = d;
      ok.focus();
    }

    var obj = {
      appendTo: function () {
        return obj;
      },
      onReady: function (fn) {
        handlers.ready.push(fn);
        if (state.ready) setTimeout(fn, 0);
        return obj;
      },
      onSuccess: function (fn) {
        handlers.success.push(fn);
        return obj;
      },
      onError: function (fn) {
        handlers.error.push(fn);
        return obj;
      },
      onClose: function (fn) {
        handlers.close.push(fn);
        return obj;
      },
      reset: function () {
        state.result = null;
        closeDialog();
      },
      getValidate: function () {
        return state.result || false;
      },
      destroy: function () {
        state.destroyed = true;
        closeDialog();
        handlers = { ready: [], success: [], error: [], close: [] };
      },
    };
    if (version === 'v3') obj.verify = openDialog;
    else obj.showCaptcha = openDialog;

    setTimeout(function () {
      if (state.destroyed) return;
      var missing = version === 'v3' ? !config.gt || !config.challenge : !config.captchaId;
      if (missing) return fail(version === 'v3' ? 2 : 60100, 'config missing');
      state.ready = true;
      emit('ready');
    }, 0);
    return obj;
  }

  window.initGeetest = function (config, callback) {
    callback(createCaptcha('v3', config || {}));
  };
  window.initGeetest4 = function (config, callback) {
    callback(createCaptcha('v4', config || {}));
  };
})();
