import { createHash } from 'node:crypto';

/**
 * The local chat page's script (decision 039), served as a file so the page's policy allows no
 * inline script. It sends messages without reloading and asks for new ones every 3 s while the
 * page is visible (a visible page marks what it shows as read; a hidden one asks nothing).
 */
export const CHAT_SCRIPT = `(() => {
  'use strict';
  const root = document.getElementById('chat');
  const log = document.getElementById('chat-log');
  const form = document.getElementById('chat-form');
  const field = document.getElementById('chat-text');
  const error = document.getElementById('chat-text-error');
  const status = document.getElementById('chat-status');
  const button = form.querySelector('button[type=submit]');
  const token = root.dataset.token;
  const base = root.dataset.base;
  const labels = JSON.parse(root.dataset.labels);
  const max = Number(root.dataset.max);
  let last = Number(root.dataset.last || '0');
  let stopped = false;

  function add(m) {
    if (m.id <= last) return;
    last = m.id;
    const empty = document.getElementById('chat-empty');
    if (empty) empty.remove();
    const item = document.createElement('li');
    item.className = 'msg msg--' + m.author;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = m.author === 'agent' ? labels.agent : labels.you;
    const body = document.createElement('p');
    body.dir = 'auto';
    body.textContent = m.body;
    item.append(who, body);
    log.append(item);
    item.scrollIntoView({ block: 'nearest' });
  }

  function stop(message) {
    stopped = true;
    status.textContent = message;
    button.disabled = true;
  }

  function showError(message) {
    error.textContent = message;
    field.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (message) field.focus();
  }

  function refused(answer) {
    if (answer.errorCode === 'chat.link_expired') stop(labels.expired);
    else if (answer.errorCode === 'chat.link_invalid') stop(labels.invalid);
    else return false;
    return true;
  }

  async function poll() {
    if (stopped || document.visibilityState !== 'visible') return;
    try {
      const query = new URLSearchParams({ t: token, after: String(last), read: '1' });
      const answer = await (await fetch(base + '/messages?' + query.toString(), { headers: { accept: 'application/json' } })).json();
      if (answer.success) answer.value.messages.forEach(add);
      else refused(answer);
    } catch {
      // A missed poll is retried on the next tick.
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = field.value.trim();
    if (!text) return showError(labels.required);
    if (text.length > max) return showError(labels.tooLong);
    showError('');
    button.disabled = true;
    try {
      const response = await fetch(base + '/messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ t: token, text }),
      });
      const answer = await response.json();
      if (answer.success) {
        add(answer.value.message);
        field.value = '';
      } else if (!refused(answer)) {
        showError(labels.failed);
      }
    } catch {
      showError(labels.failed);
    } finally {
      if (!stopped) button.disabled = false;
    }
  });

  setInterval(poll, 3000);
  document.addEventListener('visibilitychange', poll);
})();
`;

/** An ETag, so a reopened chat page revalidates its script instead of downloading it again. */
export const CHAT_SCRIPT_ETAG = `"${createHash('sha256').update(CHAT_SCRIPT).digest('base64url').slice(0, 16)}"`;
