// The playground page: a Slack-like workspace (channels, the DM with the bot and its App Home
// tab), the composer for /adops with the usage hint, modals, and a user switcher. Everything the
// bot posts arrives as server-sent events (/api/events) from what the Slack stand-in recorded.
/* global document, window, EventSource, fetch, localStorage, CSS */
import { h, isLocal } from './dom.js';
import { mrkdwn } from './mrkdwn.js';
import { collectValues, renderBlocks } from './blocks.js';
import { hideModal, showModal } from './modal.js';

const app = { users: [], channels: [], commands: [], messages: new Map(), modals: {}, homes: {}, prompts: {}, status: {}, me: '', place: '', tab: 'messages', unread: {} };
const $ = (sel) => document.querySelector(sel);
const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

const meUser = () => app.users.find((u) => u.id === app.me);
const dm = () => meUser()?.dm ?? '';

export const ctxBase = {
  names: (id) => app.users.find((u) => u.id === id)?.name ?? app.channels.find((c) => c.id === id)?.name ?? id,
  fileUrl: (f) => (f?.url && isLocal(f.url) ? f.url : f?.id ? `/files/${f.id}` : ''),
  choicesFor: (el) => {
    if (el.type === 'users_select' || el.type === 'multi_users_select') return app.users.map((u) => ({ value: u.id, label: u.name }));
    if (/conversations_select|channels_select/.test(el.type)) return app.channels.map((c) => ({ value: c.id, label: `#${c.name}` }));
    return undefined;
  },
};

function visible(m) {
  return m.channel === app.place && (!m.visibleTo || m.visibleTo === app.me);
}

function fileNode(f) {
  const url = `/files/${f.id}`;
  if (/\.(png|jpe?g|gif)$/i.test(f.name)) return h('figure.file-image', {}, h('img', { src: url, alt: f.title }), h('figcaption', {}, f.title));
  return h('div.file-card', {}, h('span.file-icon', {}, /\.csv$/i.test(f.name) ? 'CSV' : 'FILE'),
    h('div', {}, h('a.file-link', { href: url, download: f.name }, f.title || f.name), h('div.hint', {}, `${f.name} · ${f.size.toLocaleString()} bytes`)));
}

function messageNode(m) {
  const act = (action) => post('/api/action', { user: app.me, element: action, messageKey: m.key, place: { kind: 'message', channelId: m.channel, ts: m.ts, ephemeral: Boolean(m.visibleTo) } });
  // Stamped on the bot's clock (the sandbox's in local mode), not the wall clock: times agree with the data.
  const time = new Date(m.at ?? (Number(m.ts) * 1000 || Date.now())).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  const body = m.blocks.length ? renderBlocks(m.blocks, { ...ctxBase, act, channel: m.channel }) : h('div.text', { html: mrkdwn(m.text, ctxBase.names) });
  return h(`div.message${m.visibleTo ? '.ephemeral' : ''}`, { 'data-key': m.key },
    h('div.avatar', {}, 'A'),
    h('div.message-body', {},
      h('div.message-head', {}, h('b', {}, 'adops'), h('span.badge', {}, 'APP'), h('span.time', {}, time),
        m.visibleTo ? h('span.only-you', {}, 'Only visible to you') : null, m.threadTs ? h('span.in-thread', {}, '↳ reply in thread') : null),
      body,
      m.files.length ? h('div.files', {}, m.files.map(fileNode)) : null));
}

function renderPane() {
  const pane = $('#messages');
  const home = app.tab === 'home' && app.place === dm();
  $('#home').hidden = !home;
  pane.hidden = home;
  $('#composer-box').hidden = home;
  if (home) return renderHome();
  const list = [...app.messages.values()].filter(visible).sort((a, b) => Number(a.ts) - Number(b.ts));
  pane.replaceChildren(...(list.length ? list.map(messageNode) : [h('div.empty', {}, 'No messages yet. Type /adops help below.')]));
  pane.scrollTop = pane.scrollHeight;
  renderAgent();
}

/** The agent view in the DM: the status while the bot works, and the suggested prompts (a click sends one). */
function renderAgent() {
  const status = app.status[app.place];
  $('#agent-status').hidden = !status;
  $('#agent-status').textContent = status ? `adops ${status}` : '';
  const prompts = app.place === dm() ? (app.prompts[app.place] ?? []) : [];
  $('#prompts').hidden = prompts.length === 0;
  $('#prompts').replaceChildren(...prompts.map((p) => h('button.prompt', { type: 'button', onclick: () => void post('/api/words', { user: app.me, channel: app.place, text: p.message }) }, p.title)));
}

function renderHome() {
  const view = app.homes[app.me];
  const act = (action) => post('/api/action', { user: app.me, element: action, place: { kind: 'view', view, values: collectValues($('#home')) } });
  $('#home').replaceChildren(view ? renderBlocks(view.blocks, { ...ctxBase, act, channel: dm() }) : h('div.empty', {}, 'Opening App Home…'));
}

function renderSidebar() {
  const item = (id, label) => h(`button.channel${id === app.place ? '.active' : ''}${app.unread[id] ? '.unread' : ''}`, { type: 'button', 'data-channel': id, onclick: () => go(id) },
    label, app.unread[id] ? h('span.count', {}, String(app.unread[id])) : null);
  $('#channels').replaceChildren(...app.channels.map((c) => item(c.id, `# ${c.name}`)));
  $('#dms').replaceChildren(item(dm(), '● adops (app)'));
  const place = app.channels.find((c) => c.id === app.place);
  $('#place-name').textContent = place ? `# ${place.name}` : 'adops';
  $('#tabs').hidden = Boolean(place);
  for (const t of document.querySelectorAll('#tabs button')) t.classList.toggle('active', t.dataset.tab === app.tab);
  $('#composer').placeholder = place ? `Message #${place.name} — try /adops revenue yesterday, or @adops how much did we make yesterday?` : 'Message adops — ask in words, or /adops help';
}

function go(place, tab = 'messages') {
  app.place = place;
  app.tab = tab;
  delete app.unread[place];
  renderSidebar();
  if (tab === 'home') void post('/api/home', { user: app.me });
  else if (place === dm()) void post('/api/messages', { user: app.me });
  renderPane();
}

function apply(e) {
  if (e.type === 'message') {
    const isNew = !app.messages.has(e.message.key);
    app.messages.set(e.message.key, e.message);
    if (!visible(e.message)) {
      if (isNew && (!e.message.visibleTo || e.message.visibleTo === app.me)) app.unread[e.message.channel] = (app.unread[e.message.channel] ?? 0) + 1;
      return renderSidebar();
    }
    const node = messageNode(e.message);
    const old = document.querySelector(`#messages [data-key="${CSS.escape(e.message.key)}"]`);
    if (old) old.replaceWith(node);
    else renderPane();
  } else if (e.type === 'status') {
    app.status[e.channel] = e.status;
    renderAgent();
  } else if (e.type === 'prompts') {
    app.prompts[e.channel] = e.prompts;
    renderAgent();
  } else if (e.type === 'delete') {
    app.messages.delete(e.key);
    document.querySelector(`#messages [data-key="${CSS.escape(e.key)}"]`)?.remove();
  } else if (e.type === 'home') {
    app.homes[e.user] = e.view;
    if (e.user === app.me && app.tab === 'home') renderHome();
  } else if (e.type === 'modal' && e.user === app.me) {
    app.modals[e.user] = e.view;
    showModal(e.view, modalDeps());
  }
}

function modalDeps() {
  return { ctx: ctxBase, channel: app.place, user: () => app.me, post, closed: () => delete app.modals[app.me] };
}

function hint() {
  const text = $('#composer').value;
  const box = $('#hint');
  const m = /^\/(a(?:d(?:o(?:p(?:s)?)?)?)?)?(?:\s+(\S*))?/.exec(text);
  if (!text.startsWith('/') || !m) return (box.hidden = true);
  const word = (m[2] ?? '').toLowerCase();
  const matches = app.commands.filter((c) => c.name.startsWith(word) || (word && word.startsWith(c.name)));
  box.hidden = matches.length === 0;
  box.replaceChildren(...matches.slice(0, 8).map((c) => h('div.hint-row', { onclick: () => { $('#composer').value = `/adops ${c.name} `; $('#composer').focus(); hint(); } },
    h('code', {}, `/adops ${c.usage}`), h('span.hint-summary', {}, c.summary))));
}

async function send() {
  const input = $('#composer');
  const text = input.value.trim();
  if (!text) return;
  const m = /^\/adops\b\s*(.*)$/is.exec(text);
  // Plain words: anything in the DM (the agent view), or a mention of @adops in a channel.
  const mention = /^@adops\b\s*(.*)$/is.exec(text);
  if (!m && (app.place === dm() || mention)) {
    input.value = '';
    $('#composer-note').textContent = '';
    const res = await post('/api/words', { user: app.me, channel: app.place, text: mention ? mention[1] : text });
    if (res.status !== 200) $('#composer-note').textContent = `The bot answered HTTP ${res.status}.`;
    return;
  }
  if (!m) {
    $('#composer-note').textContent = 'In a channel, start with /adops, or mention @adops and ask in words.';
    return;
  }
  input.value = '';
  $('#hint').hidden = true;
  $('#composer-note').textContent = '';
  const res = await post('/api/command', { user: app.me, channel: app.place, text: m[1] });
  if (res.status !== 200) $('#composer-note').textContent = `The bot answered HTTP ${res.status}.`;
}

function switchUser(id) {
  app.me = id;
  localStorage.setItem('pg-user', id);
  app.unread = {};
  const place = app.channels.some((c) => c.id === app.place) ? app.place : dm();
  go(place, place === dm() ? app.tab : 'messages');
  if (app.modals[id]) showModal(app.modals[id], modalDeps());
  else hideModal();
}

/** Everything the server holds; again after the event stream reconnects (events may be missed). */
async function load() {
  const s = await fetch('/api/state').then((r) => r.json());
  Object.assign(app, { users: s.users, channels: s.channels, commands: s.commands, modals: s.modals, homes: s.homes, prompts: s.prompts ?? {}, messages: new Map(s.messages.map((m) => [m.key, m])) });
  return s;
}

async function start() {
  const s = await load();
  const saved = localStorage.getItem('pg-user');
  app.me = s.users.some((u) => u.id === saved) ? saved : s.users[0].id;
  $('#user-switcher').replaceChildren(...s.users.map((u) => h('option', { value: u.id, selected: u.id === app.me }, `${u.name} (${u.role})`)));
  $('#user-switcher').addEventListener('change', (e) => switchUser(e.target.value));
  for (const t of document.querySelectorAll('#tabs button')) t.addEventListener('click', () => go(dm(), t.dataset.tab));
  $('#composer').addEventListener('input', hint);
  $('#composer').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  });
  go(s.channels[0].id);
  const events = new EventSource('/api/events');
  events.onmessage = (msg) => apply(JSON.parse(msg.data));
  events.onopen = () => {
    if (document.body.hasAttribute('data-live')) void load().then(renderPane);
    document.body.setAttribute('data-live', 'true');
  };
}

window.addEventListener('DOMContentLoaded', () => void start());
