// One small valid example of every block type Slack's Block Kit has (the KnownBlock union of
// @slack/types, plus the data visualization block), for the check that the playground renders
// whatever the stand-in's Block Kit validation lets through.
type Json = Record<string, unknown>;

const plain = (text: string) => ({ type: 'plain_text', text });
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const richSection = (text: string) => ({ type: 'rich_text', elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text }] }] });
const button = { type: 'button', text: plain('Press'), action_id: 'press', value: 'v' };

export const SAMPLE_BLOCKS: Json[] = [
  { type: 'section', text: mrkdwn('*Bold* and `code`'), fields: [mrkdwn('*A*\n1'), mrkdwn('*B*\n2')], accessory: button },
  { type: 'section', text: mrkdwn('With a menu'), accessory: { type: 'overflow', action_id: 'more', options: [{ text: plain('Edit'), value: 'edit' }] } },
  { type: 'header', text: plain('A header') },
  { type: 'context', elements: [mrkdwn('_context_'), { type: 'image', image_url: '/files/none.png', alt_text: 'icon' }] },
  { type: 'divider' },
  { type: 'image', image_url: 'http://127.0.0.1:1/chart.png', alt_text: 'a chart' },
  { type: 'actions', elements: [button, { type: 'static_select', action_id: 'pick', placeholder: plain('Pick'), options: [{ text: plain('One'), value: '1' }] }] },
  { type: 'input', block_id: 'name', label: plain('Name'), element: { type: 'plain_text_input', action_id: 'name' } },
  { type: 'rich_text', elements: [{ type: 'rich_text_list', style: 'bullet', elements: [richSection('item')] }, { type: 'rich_text_preformatted', elements: [{ type: 'text', text: 'pre' }] }] },
  { type: 'table', rows: [[{ type: 'raw_text', text: 'country' }, { type: 'raw_text', text: 'revenue' }], [{ type: 'raw_text', text: 'US' }, { type: 'raw_number', value: 12.5, text: '$12.50' }]], column_settings: [{ align: 'left' }, { align: 'right' }] },
  {
    type: 'data_table', caption: 'Revenue by country', page_size: 2,
    rows: [[{ type: 'raw_text', text: 'country' }, { type: 'raw_text', text: 'revenue' }], ...['US', 'GB', 'DE'].map((c, i) => [{ type: 'raw_text', text: c }, { type: 'raw_number', value: i, text: `$${i}` }])],
  },
  {
    type: 'data_visualization', title: 'Revenue',
    chart: { type: 'bar', axis_config: { categories: ['Mon', 'Tue'], y_label: 'USD' }, series: [{ name: 'revenue', data: [{ label: 'Mon', value: 1 }, { label: 'Tue', value: 2 }] }] },
  },
  { type: 'data_visualization', title: 'Share', chart: { type: 'pie', segments: [{ label: 'iOS', value: 60 }, { label: 'Android', value: 40 }] } },
  { type: 'markdown', text: '**bold** and [a link](http://127.0.0.1/)' },
  { type: 'file', external_id: 'ext-1', source: 'remote' },
  { type: 'video', title: plain('A video'), video_url: 'http://127.0.0.1/v', thumbnail_url: 'http://127.0.0.1/t.png', alt_text: 'video' },
  { type: 'context_actions', elements: [{ type: 'feedback_buttons', action_id: 'fb', positive_button: { text: plain('Good'), value: 'up' }, negative_button: { text: plain('Bad'), value: 'down' } }] },
  { type: 'alert', text: plain('Careful'), level: 'warning' },
  { type: 'card', title: plain('A card'), body: plain('Body') },
  { type: 'carousel', elements: [{ type: 'card', title: plain('A card') }] },
  { type: 'container', child_blocks: [{ type: 'divider' }] },
  { type: 'task_card', task_id: 't1', title: 'A task', status: 'pending' },
  { type: 'plan', title: 'A plan', tasks: [] },
];
