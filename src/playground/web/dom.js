// A small helper to build elements: h('div.cls', { attrs }, ...children). Strings become text.
/* global document */
export function h(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split('.');
  const el = document.createElement(name || 'div');
  if (classes.length) el.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs ?? {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'html') el.innerHTML = v;
    else if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== undefined && c !== null && c !== false) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}

/** An address on this machine (the page never fetches from the internet). */
export const isLocal = (url) => typeof url === 'string' && (url.startsWith('/') || /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url));
