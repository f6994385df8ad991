// The table, data_table and data_visualization blocks. A table's first row is its header; cells
// are raw_text, raw_number (sorted by its value, shown as its text) or rich_text. A data_table
// sorts on a header click and pages by page_size (5 when absent, as Slack). Charts are drawn
// with chart.js (served from the project's node_modules) from the block's own data: line, bar
// and area charts as axis_config.categories with series of { label, value } points, pies as
// segments (docs.slack.dev/reference/block-kit/blocks/data-visualization-block).
/* global Chart, document, requestAnimationFrame, URL */
import { h } from './dom.js';
import { renderRichText } from './rich-text.js';

const PALETTE = ['#1264a3', '#2bac76', '#e8912d', '#e01e5a', '#6b46c1', '#36c5f0', '#ecb22e', '#616061'];

function cellText(cell) {
  if (!cell) return '';
  if (cell.type === 'raw_text' || cell.type === 'raw_number') return String(cell.text ?? cell.value ?? '');
  if (cell.type === 'rich_text') return (cell.elements ?? []).flatMap((s) => s.elements ?? []).map((e) => e.text ?? e.url ?? '').join('');
  return String(cell.text ?? '');
}

function cellNode(cell, ctx) {
  if (cell?.type === 'rich_text') return renderRichText(cell, ctx);
  if (cell?.type === 'button' && ctx.element) return ctx.element(cell, '');
  return document.createTextNode(cellText(cell));
}

function headerRow(cells, settings, onSort) {
  return h('tr', {}, cells.map((c, i) => {
    const th = h('th', { style: `text-align:${settings[i]?.align ?? 'left'}`, scope: 'col' }, cellText(c));
    if (onSort) {
      th.classList.add('sortable');
      th.addEventListener('click', () => onSort(i, th));
    }
    return th;
  }));
}

function bodyRow(cells, settings, ctx) {
  return h('tr', {}, cells.map((c, i) => h(`td${c?.type === 'raw_number' ? '.num' : ''}`, { style: `text-align:${settings[i]?.align ?? (c?.type === 'raw_number' ? 'right' : 'left')}` }, cellNode(c, ctx))));
}

export function renderTable(b, ctx) {
  const [head = [], ...rows] = b.rows ?? [];
  const settings = b.column_settings ?? [];
  return h('div.table-wrap', {}, h('table.bk-table', {}, h('thead', {}, headerRow(head, settings)), h('tbody', {}, rows.map((r) => bodyRow(r, settings, ctx)))));
}

const sortKey = (cell) => (cell?.type === 'raw_number' ? Number(cell.value) : cellText(cell).toLowerCase());

export function renderDataTable(b, ctx) {
  const [head = [], ...all] = b.rows ?? [];
  const pageSize = Math.max(1, Math.min(100, b.page_size ?? 5));
  let rows = all.slice();
  let page = 0;
  let sorted = { col: -1, dir: 1 };
  const tbody = h('tbody');
  const status = h('span.pager-status');
  const prev = h('button.pager-prev', { type: 'button', onclick: () => show(page - 1) }, '‹ Previous');
  const next = h('button.pager-next', { type: 'button', onclick: () => show(page + 1) }, 'Next ›');
  const pages = () => Math.max(1, Math.ceil(rows.length / pageSize));
  function show(p) {
    page = Math.max(0, Math.min(pages() - 1, p));
    tbody.replaceChildren(...rows.slice(page * pageSize, (page + 1) * pageSize).map((r) => bodyRow(r, [], ctx)));
    const first = rows.length ? page * pageSize + 1 : 0;
    status.textContent = `${first}–${Math.min(rows.length, (page + 1) * pageSize)} of ${rows.length}`;
    prev.disabled = page === 0;
    next.disabled = page >= pages() - 1;
  }
  const thead = h('thead', {}, headerRow(head, [], (col, th) => {
    sorted = { col, dir: sorted.col === col ? -sorted.dir : 1 };
    rows = all.slice().sort((x, y) => {
      const [a, c] = [sortKey(x[col]), sortKey(y[col])];
      return (a < c ? -1 : a > c ? 1 : 0) * sorted.dir;
    });
    for (const other of thead.querySelectorAll('th')) other.removeAttribute('aria-sort');
    th.setAttribute('aria-sort', sorted.dir === 1 ? 'ascending' : 'descending');
    show(0);
  }));
  show(0);
  return h('div.data-table', {},
    h('div.table-wrap', {}, h('table.bk-table', {}, b.caption ? h('caption.sr-only', {}, b.caption) : null, thead, tbody)),
    h('div.pager', {}, prev, status, next));
}

const numberOf = (v) => (typeof v === 'object' && v !== null ? Number(v.value ?? v.y ?? v.amount) : Number(v));

/** The chart.js config for a chart object; tolerant of the field names of Slack's chart types. */
export function chartConfig(c) {
  const type = c.type ?? c.chart_type ?? 'bar';
  if (type === 'pie' || type === 'donut') {
    const segs = c.segments ?? c.data ?? [];
    return { type: type === 'donut' ? 'doughnut' : 'pie', data: { labels: segs.map((s) => s.label), datasets: [{ data: segs.map((s) => numberOf(s)), backgroundColor: PALETTE }] } };
  }
  const series = c.series ?? c.datasets ?? [];
  const points = (s) => s.values ?? s.data ?? s.points ?? [];
  const axes = c.axis_config ?? {};
  const labels = axes.categories ?? c.x_axis?.categories ?? c.categories ?? points(series[0] ?? {}).map((p) => p?.label ?? p?.x ?? '');
  const datasets = series.map((s, i) => ({
    label: s.name ?? s.label ?? `Series ${i + 1}`,
    data: points(s).map(numberOf),
    borderColor: PALETTE[i % PALETTE.length],
    backgroundColor: type === 'area' ? `${PALETTE[i % PALETTE.length]}55` : PALETTE[i % PALETTE.length],
    fill: type === 'area',
  }));
  const axis = (text) => (text ? { title: { display: true, text } } : {});
  return {
    type: type === 'area' ? 'line' : type === 'line' ? 'line' : 'bar',
    data: { labels, datasets },
    options: { scales: { x: axis(axes.x_label ?? c.x_axis?.label), y: axis(axes.y_label ?? c.y_axis?.label) } },
  };
}

/** A canvas drawing `cfg` with chart.js once it is in the page (chart.js measures its parent). */
export function renderChartConfig(cfg, label) {
  const canvas = h('canvas', { role: 'img', 'aria-label': label ?? 'chart' });
  requestAnimationFrame(() => {
    const legend = cfg.data.datasets.length > 1 || cfg.type === 'pie' || cfg.type === 'doughnut';
    new Chart(canvas, { ...cfg, options: { ...cfg.options, animation: false, responsive: true, maintainAspectRatio: false, plugins: { legend: { display: legend } } } });
    canvas.dataset.drawn = String(cfg.data.datasets.reduce((n, d) => n + d.data.length, 0));
  });
  return h('div.chart-box', {}, canvas);
}

export function renderChart(b) {
  return h('figure.chart', {}, b.title ? h('figcaption', {}, b.title) : null, renderChartConfig(chartConfig(b.chart ?? b), b.title));
}

/**
 * The chart a QuickChart link describes (its `c` parameter: a chart.js config written as a
 * JavaScript object literal), as JSON chart.js can draw; undefined when it is not one.
 */
export function quickChartConfig(url) {
  try {
    const u = new URL(url);
    const literal = u.searchParams.get('c');
    if (!literal || !u.pathname.endsWith('/chart')) return undefined;
    // One pass, strings first, so that a key-like word inside a string is left alone.
    const json = literal.replace(/'((?:[^'\\]|\\.)*)'|("(?:[^"\\]|\\.)*")|([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, (_m, single, double, lead, key) =>
      single !== undefined ? JSON.stringify(single.replace(/\\'/g, "'")) : double !== undefined ? double : `${lead}"${key}":`);
    const cfg = JSON.parse(json);
    // chart.js 2 options (QuickChart's default) do not carry over; the data does.
    return { type: cfg.type ?? 'bar', data: { labels: cfg.data?.labels ?? [], datasets: (cfg.data?.datasets ?? []).map((d, i) => ({ ...d, borderColor: d.borderColor ?? PALETTE[i % PALETTE.length], backgroundColor: d.backgroundColor ?? PALETTE[i % PALETTE.length] })) }, options: {} };
  } catch {
    return undefined;
  }
}
