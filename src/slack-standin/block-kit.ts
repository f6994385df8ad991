// Block Kit checks as Slack applies them, so the stand-in refuses what Slack would refuse:
// invalid_blocks for a block over its limits, msg_too_long / msg_blocks_too_long for size.
// Limits from slack-platform-facts.md; deliberately written apart from views/limits.ts so
// that a mistake in the views' limits is caught here rather than mirrored.
type Json = Record<string, unknown>;

export type BlockKitError = { error: 'invalid_blocks' | 'msg_too_long' | 'msg_blocks_too_long' | 'invalid_arguments'; detail: string };

const fail = (detail: string, error: BlockKitError['error'] = 'invalid_blocks'): BlockKitError => ({ error, detail });

function textOf(obj: unknown, where: string, max: number): BlockKitError | undefined {
  const t = obj as Json | undefined;
  if (!t || typeof t !== 'object') return fail(`${where}: missing text object`);
  if (t.type !== 'plain_text' && t.type !== 'mrkdwn') return fail(`${where}: text type must be plain_text or mrkdwn`);
  if (typeof t.text !== 'string' || t.text.length === 0) return fail(`${where}: text must be at least 1 character`);
  if (t.text.length > max) return fail(`${where}: text must be at most ${max} characters (got ${t.text.length})`);
  return undefined;
}

function element(el: Json, where: string): BlockKitError | undefined {
  if (typeof el.action_id === 'string' && el.action_id.length > 255) return fail(`${where}: action_id over 255`);
  if (el.type === 'button') {
    const bad = textOf(el.text, `${where}.text`, 75);
    if (bad) return bad;
    if (el.text && (el.text as Json).type !== 'plain_text') return fail(`${where}: button text must be plain_text`);
    if (typeof el.value === 'string' && el.value.length > 2_000) return fail(`${where}: value over 2000`);
    if (typeof el.url === 'string' && el.url.length > 3_000) return fail(`${where}: url over 3000`);
    return undefined;
  }
  if (el.type === 'static_select') {
    const options = (el.options as Json[] | undefined) ?? [];
    if (options.length > 100) return fail(`${where}: more than 100 options`);
    for (const [i, o] of options.entries()) {
      const bad = textOf(o.text, `${where}.options[${i}]`, 75);
      if (bad) return bad;
      if (typeof o.value === 'string' && o.value.length > 75) return fail(`${where}.options[${i}]: value over 75`);
    }
  }
  return undefined;
}

// Tables and charts, from Slack's references (docs.slack.dev/reference/block-kit/blocks/…):
//   table-block: ≤ 100 rows, ≤ 20 cells a row, column_settings ≤ 20 (align left/center/right);
//   data-table-block: 2–101 rows (header + 1–100), 1–20 columns, all rows the same length,
//     no rich_text header cell, caption required, page_size 1–100;
//   both: cells raw_text / raw_number (text ≥ 1 char, a finite value) / rich_text, ≤ 10,000
//     characters across cells; one table per message (reported by integrators, enforced here);
//   data-visualization-block: title 1–50; line/bar/area: 1–6 series with unique names ≤ 20,
//     1–20 categories ≤ 20 chars, one point per category, axis labels ≤ 50; pie: 1–6 segments;
//     at most 2 per message.
const TABLE_CHARS = 10_000;

function cell(c: Json, where: string, header: boolean, dataTable: boolean): BlockKitError | undefined {
  if (c?.type === 'rich_text') return header && dataTable ? fail(`${where}: a data_table header cell cannot be rich_text`) : undefined;
  if (c?.type !== 'raw_text' && c?.type !== 'raw_number') return fail(`${where}: cell must be raw_text, raw_number or rich_text`);
  if (typeof c.text !== 'string' || c.text.length === 0) return fail(`${where}: must be more than 0 characters [text]`);
  if (c.type === 'raw_number' && (typeof c.value !== 'number' || !Number.isFinite(c.value))) return fail(`${where}: raw_number needs a finite value`);
  return undefined;
}

function tableRows(b: Json, where: string, dataTable: boolean): BlockKitError | undefined {
  const rows = b.rows as Json[][] | undefined;
  if (!Array.isArray(rows) || rows.length === 0) return fail(`${where}: rows required`);
  const [min, max] = dataTable ? [2, 101] : [1, 100];
  if (rows.length < min || rows.length > max) return fail(`${where}: ${min} to ${max} rows allowed (got ${rows.length})`);
  let chars = 0;
  for (const [i, row] of rows.entries()) {
    if (!Array.isArray(row) || row.length === 0 || row.length > 20) return fail(`${where}.rows[${i}]: 1 to 20 cells a row`);
    if (dataTable && row.length !== rows[0]!.length) return fail(`${where}.rows[${i}]: every row needs the same number of cells`);
    for (const [j, c] of row.entries()) {
      const bad = cell(c, `${where}.rows[${i}][${j}]`, i === 0, dataTable);
      if (bad) return bad;
      chars += typeof c.text === 'string' ? c.text.length : 0;
    }
  }
  return chars > TABLE_CHARS ? fail(`${where}: more than ${TABLE_CHARS} characters across cells (got ${chars})`) : undefined;
}

function table(b: Json, where: string): BlockKitError | undefined {
  const settings = b.column_settings as Json[] | undefined;
  if (settings !== undefined && (!Array.isArray(settings) || settings.length > 20)) return fail(`${where}: column_settings at most 20`);
  for (const s of settings ?? []) if (s && s.align !== undefined && !['left', 'center', 'right'].includes(String(s.align))) return fail(`${where}: align must be left, center or right`);
  return tableRows(b, where, false);
}

function dataTable(b: Json, where: string): BlockKitError | undefined {
  if (typeof b.caption !== 'string' || b.caption.length === 0) return fail(`${where}: caption required`);
  if (b.page_size !== undefined && (!Number.isInteger(b.page_size) || (b.page_size as number) < 1 || (b.page_size as number) > 100)) return fail(`${where}: page_size 1 to 100`);
  return tableRows(b, where, true);
}

const label = (v: unknown, max: number) => typeof v === 'string' && v.length > 0 && v.length <= max;

function chart(b: Json, where: string): BlockKitError | undefined {
  if (!label(b.title, 50)) return fail(`${where}: title 1 to 50 characters`);
  const c = b.chart as Json | undefined;
  if (c?.type === 'pie') {
    const segments = c.segments as Json[] | undefined;
    if (!Array.isArray(segments) || segments.length < 1 || segments.length > 6) return fail(`${where}: pie needs 1 to 6 segments`);
    for (const s of segments) if (!label(s.label, 20) || typeof s.value !== 'number' || !Number.isFinite(s.value)) return fail(`${where}: segment label 1–20 chars and a number`);
    return undefined;
  }
  if (!['line', 'bar', 'area'].includes(String(c?.type))) return fail(`${where}: chart type must be line, bar, area or pie`);
  const axis = c!.axis_config as Json | undefined;
  const categories = axis?.categories as unknown[] | undefined;
  if (!Array.isArray(categories) || categories.length < 1 || categories.length > 20 || !categories.every((x) => label(x, 20))) return fail(`${where}: 1 to 20 categories of 1–20 characters`);
  for (const k of ['x_label', 'y_label']) if (axis![k] !== undefined && !label(axis![k], 50)) return fail(`${where}: ${k} 1 to 50 characters`);
  const series = c!.series as Json[] | undefined;
  if (!Array.isArray(series) || series.length < 1 || series.length > 6) return fail(`${where}: 1 to 6 series`);
  if (new Set(series.map((s) => s.name)).size !== series.length) return fail(`${where}: series names must be unique`);
  for (const s of series) {
    const data = s.data as Json[] | undefined;
    if (!label(s.name, 20)) return fail(`${where}: series name 1 to 20 characters`);
    if (!Array.isArray(data) || data.length !== categories.length) return fail(`${where}: one data point per category`);
    if (data.some((p, i) => p.label !== categories[i] || typeof p.value !== 'number' || !Number.isFinite(p.value))) return fail(`${where}: data labels must match the categories, values numbers`);
  }
  return undefined;
}

function block(b: Json, where: string): BlockKitError | undefined {
  if (typeof b.block_id === 'string' && b.block_id.length > 255) return fail(`${where}: block_id over 255`);
  switch (b.type) {
    case 'section': {
      if (b.text === undefined && b.fields === undefined) return fail(`${where}: section needs text or fields`);
      if (b.text !== undefined) {
        const bad = textOf(b.text, `${where}.text`, 3_000);
        if (bad) return bad;
      }
      const fields = (b.fields as Json[] | undefined) ?? [];
      if (fields.length > 10) return fail(`${where}: more than 10 fields`);
      for (const [i, f] of fields.entries()) {
        const bad = textOf(f, `${where}.fields[${i}]`, 2_000);
        if (bad) return bad;
      }
      return b.accessory ? element(b.accessory as Json, `${where}.accessory`) : undefined;
    }
    case 'header':
      if ((b.text as Json | undefined)?.type !== 'plain_text') return fail(`${where}: header text must be plain_text`);
      return textOf(b.text, `${where}.text`, 150);
    case 'context': {
      const els = (b.elements as Json[] | undefined) ?? [];
      if (els.length === 0 || els.length > 10) return fail(`${where}: context needs 1 to 10 elements`);
      for (const [i, e] of els.entries()) {
        if (e.type === 'image') continue;
        const bad = textOf(e, `${where}.elements[${i}]`, 3_000);
        if (bad) return bad;
      }
      return undefined;
    }
    case 'actions': {
      const els = (b.elements as Json[] | undefined) ?? [];
      if (els.length === 0 || els.length > 25) return fail(`${where}: actions needs 1 to 25 elements`);
      for (const [i, e] of els.entries()) {
        const bad = element(e, `${where}.elements[${i}]`);
        if (bad) return bad;
      }
      return undefined;
    }
    case 'image': {
      const hasUrl = typeof b.image_url === 'string';
      const hasFile = b.slack_file !== undefined;
      if (hasUrl === hasFile) return fail(`${where}: image needs image_url or slack_file`);
      if (hasUrl && (b.image_url as string).length > 3_000) return fail(`${where}: image_url over 3000`);
      if (typeof b.alt_text !== 'string' || b.alt_text.length === 0 || b.alt_text.length > 2_000) return fail(`${where}: alt_text 1..2000 required`);
      return b.title ? textOf(b.title, `${where}.title`, 2_000) : undefined;
    }
    case 'divider':
      return undefined;
    case 'input':
      return textOf(b.label, `${where}.label`, 2_000);
    case 'rich_text':
      return undefined;
    case 'table':
      return table(b, where);
    case 'data_table':
      return dataTable(b, where);
    case 'data_visualization':
      return chart(b, where);
    default:
      return fail(`${where}: unknown block type ${String(b.type)}`);
  }
}

function visibleChars(blocks: Json[]): number {
  let n = 0;
  const visit = (v: unknown, key?: string): void => {
    if (typeof v === 'string') n += key === 'text' || key === 'alt_text' || key === 'value' || key === 'image_url' || key === 'url' ? v.length : 0;
    else if (Array.isArray(v)) v.forEach((x) => visit(x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visit(x, k);
  };
  visit(blocks);
  return n;
}

export function checkBlocks(blocks: unknown, surface: 'message' | 'modal' | 'home'): BlockKitError | undefined {
  if (blocks === undefined) return undefined;
  if (!Array.isArray(blocks)) return fail('blocks must be an array', 'invalid_arguments');
  const max = surface === 'message' ? 50 : 100;
  if (blocks.length > max) return fail(`no more than ${max} items allowed (got ${blocks.length})`);
  for (const [i, b] of blocks.entries()) {
    const bad = block(b as Json, `blocks[${i}]`);
    if (bad) return bad;
  }
  const count = (...types: string[]) => (blocks as Json[]).filter((b) => types.includes(String(b?.type))).length;
  if (count('table', 'data_table') > 1) return fail('only one table is allowed per message');
  if (count('data_visualization') > 2) return fail('at most 2 data_visualization blocks per message');
  if (surface === 'message' && visibleChars(blocks as Json[]) > 13_000) return fail('blocks too long', 'msg_blocks_too_long');
  return undefined;
}

export function checkMessage(body: { text?: unknown; blocks?: unknown }): BlockKitError | undefined {
  if (typeof body.text === 'string' && body.text.length > 40_000) return fail('text over 40000', 'msg_too_long');
  if ((body.text === undefined || body.text === '') && body.blocks === undefined) return fail('no_text', 'invalid_arguments');
  return checkBlocks(body.blocks, 'message');
}

export function checkView(view: unknown): BlockKitError | undefined {
  const v = view as Json | undefined;
  if (!v || typeof v !== 'object') return fail('view missing', 'invalid_arguments');
  if (v.type === 'modal') {
    for (const key of ['title', 'submit', 'close']) {
      if (v[key] === undefined && key !== 'title') continue;
      const bad = textOf(v[key], `view.${key}`, 24);
      if (bad) return bad;
    }
  }
  if (typeof v.private_metadata === 'string' && v.private_metadata.length > 3_000) return fail('private_metadata over 3000');
  if (typeof v.callback_id === 'string' && v.callback_id.length > 255) return fail('callback_id over 255');
  return checkBlocks(v.blocks, v.type === 'home' ? 'home' : 'modal');
}
