// The rich_text block: sections, lists (bullet/ordered, indented), preformatted and quotes, with
// styled text, links, emoji, mentions and dates inside.
/* global document */
import { h } from './dom.js';
import { emoji } from './mrkdwn.js';

function leaf(e, ctx) {
  const s = e.style ?? {};
  let node;
  switch (e.type) {
    case 'link': node = h('a', { href: e.url, target: '_blank', rel: 'noopener' }, e.text || e.url); break;
    case 'emoji': node = document.createTextNode(e.unicode ? String.fromCodePoint(...e.unicode.split('-').map((x) => parseInt(x, 16))) : emoji(e.name)); break;
    case 'user': node = h('span.mention', {}, `@${ctx.names(e.user_id)}`); break;
    case 'channel': node = h('span.mention', {}, `#${ctx.names(e.channel_id)}`); break;
    case 'usergroup': node = h('span.mention', {}, `@${e.usergroup_id}`); break;
    case 'broadcast': node = h('span.mention', {}, `@${e.range}`); break;
    case 'date': node = document.createTextNode(e.fallback ?? new Date(e.timestamp * 1000).toLocaleString()); break;
    case 'color': node = h('span', {}, h('span.swatch', { style: `background:${e.value}` }), e.value); break;
    default: node = document.createTextNode(e.text ?? '');
  }
  if (s.code) node = h('code', {}, node);
  if (s.bold) node = h('b', {}, node);
  if (s.italic) node = h('i', {}, node);
  if (s.strike) node = h('s', {}, node);
  return node;
}

function part(p, ctx) {
  const leaves = (p.elements ?? []).map((e) => (e.type === 'rich_text_section' ? part(e, ctx) : leaf(e, ctx)));
  switch (p.type) {
    case 'rich_text_list':
      return h(p.style === 'ordered' ? 'ol' : 'ul', { style: `margin-left:${(p.indent ?? 0) * 1.5}em` }, (p.elements ?? []).map((item) => h('li', {}, part(item, ctx))));
    case 'rich_text_preformatted': return h('pre', {}, leaves);
    case 'rich_text_quote': return h('blockquote', {}, leaves);
    default: return h('span.rt-section', {}, leaves);
  }
}

export function renderRichText(b, ctx) {
  return h('div.rich-text', {}, (b.elements ?? []).map((p) => part(p, ctx)));
}
