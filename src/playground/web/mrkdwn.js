// Slack's mrkdwn → HTML for the page: escaped first, then code blocks and spans kept verbatim,
// *bold*, _italic_, ~strike~, <url|label> links, <@U…> / <#C…> mentions, :emoji: and line breaks.
const EMOJI = {
  x: '✖️', warning: '⚠️', grey_question: '❔', white_check_mark: '✅', hourglass_flowing_sand: '⏳', chart_with_upwards_trend: '📈',
  chart_with_downwards_trend: '📉', large_green_circle: '🟢', large_yellow_circle: '🟡', red_circle: '🔴', white_circle: '⚪',
  arrow_up: '⬆️', arrow_down: '⬇️', information_source: 'ℹ️', lock: '🔒', page_facing_up: '📄', link: '🔗', bell: '🔔',
  calendar: '📅', gear: '⚙️', bar_chart: '📊', moneybag: '💰', heavy_check_mark: '✔️', no_entry: '⛔', rotating_light: '🚨',
  small_red_triangle: '🔺', small_red_triangle_down: '🔻', zap: '⚡', mag: '🔍', clock1: '🕐', tada: '🎉', memo: '📝', inbox_tray: '📥',
  wave: '👋', house: '🏠', sparkles: '✨', hammer_and_wrench: '🛠️', package: '📦', satellite: '📡', eyes: '👀', white_large_square: '⬜',
  double_vertical_bar: '⏸️', arrows_counterclockwise: '🔄', hourglass: '⌛', zzz: '💤', white_small_square: '▫️',
};

export function escapeHtml(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function emoji(name) {
  return EMOJI[name] ?? `:${name}:`;
}

/** Inline formatting of text that holds no code. `names` turns ids into names (users, channels). */
function inline(s, names) {
  return s
    .replace(/&lt;((?:https?|mailto):(?:(?!&gt;)[^|\s])+)(?:\|((?:(?!&gt;).)*?))?&gt;/g, (_m, url, label) => `<a href="${url}" target="_blank" rel="noopener">${label || url}</a>`)
    .replace(/&lt;@([UW][A-Z0-9]+)(?:\|[^&]*)?&gt;/g, (_m, id) => `<span class="mention">@${escapeHtml(names(id))}</span>`)
    .replace(/&lt;#([CD][A-Z0-9]+)(?:\|([^&]*))?&gt;/g, (_m, id, label) => `<span class="mention">#${escapeHtml(label || names(id))}</span>`)
    .replace(/&lt;!(here|channel|everyone)&gt;/g, '<span class="mention">@$1</span>')
    .replace(/&lt;!date\^\d+\^[^|]*\|([^&]*)&gt;/g, '$1')
    .replace(/(^|[\s(])\*([^*\n]+)\*(?=$|[\s).,:;!?])/g, '$1<b>$2</b>')
    // As Slack: an underscore inside a word (unknown_bidder) neither opens nor closes italics.
    // (opened after a space, a bracket, a quote, a dash or a tag; never inside a link's address).
    .replace(/(^|[\s([{"'“‘>*~—–-])_(?!\s)([^\n]*?[^\s])_(?!\w)/g, '$1<i>$2</i>')
    .replace(/(^|[\s(])~([^~\n]+)~(?=$|[\s).,:;!?])/g, '$1<s>$2</s>')
    .replace(/:([a-z0-9_+-]+):/g, (_m, name) => emoji(name))
    .replace(/^&gt; ?(.*)$/gm, '<span class="quote">$1</span>')
    .replace(/\n/g, '<br>');
}

/**
 * Slack's own escapes (&amp; &lt; &gt;: the bot writes a literal < as &lt;) show as the character,
 * in code too. Escaped for HTML first, they read &amp;lt; — turned back into one HTML escape here.
 */
function slackEntities(html) {
  return html.replace(/&amp;(amp|lt|gt);/g, '&$1;');
}

export function mrkdwn(text, names = (id) => id) {
  return escapeHtml(text)
    .split('```')
    .map((part, i) => {
      if (i % 2 === 1) return `<pre>${slackEntities(part.replace(/^\n/, ''))}</pre>`;
      return part
        .split('`')
        .map((p, j) => (j % 2 === 1 ? `<code>${slackEntities(p)}</code>` : slackEntities(inline(p, names))))
        .join('');
    })
    .join('');
}

/** A text object (plain_text or mrkdwn) → HTML. */
export function textObject(t, names) {
  if (!t) return '';
  if (t.type === 'mrkdwn') return mrkdwn(t.text, names);
  const plain = escapeHtml(t.text);
  return (t.emoji === false ? plain : plain.replace(/:([a-z0-9_+-]+):/g, (_m, n) => emoji(n))).replace(/\n/g, '<br>');
}
