// Modals as Slack shows them: a dialog with the view's title, its blocks (inputs included), and
// Cancel / Submit. Submit sends a view_submission with view.state.values; `response_action:
// errors` puts each message under its field and keeps what was typed; `update` shows the new view.
/* global document */
import { h } from './dom.js';
import { collectValues, renderBlocks } from './blocks.js';

let current;
let lastDeps;

function dialog() {
  let d = document.querySelector('#modal');
  if (!d) {
    d = h('dialog.modal', { id: 'modal' });
    // Esc closes the form as its × does.
    d.addEventListener('cancel', (e) => {
      e.preventDefault();
      close(lastDeps);
    });
    document.body.append(d);
  }
  return d;
}

function close(deps) {
  const d = dialog();
  if (d.open) d.close();
  current = undefined;
  deps.closed();
  void deps.post('/api/close-modal', { user: deps.user() });
}

/** Inline errors under their fields (response_action: errors), the rest of the form untouched. */
function showErrors(d, errors) {
  for (const old of d.querySelectorAll('.input-error')) old.remove();
  for (const block of d.querySelectorAll('[data-input]')) {
    const message = errors[block.dataset.blockId];
    block.classList.toggle('has-error', Boolean(message));
    if (message) block.querySelector('[data-action-id]').after(h('div.input-error', { role: 'alert' }, message));
  }
}

export function showModal(view, deps) {
  const d = dialog();
  current = view;
  lastDeps = deps;
  const act = (action) => deps.post('/api/action', { user: deps.user(), element: action, place: { kind: 'view', view: current, values: collectValues(d) } });
  const body = renderBlocks(view.blocks, { ...deps.ctx, act, channel: deps.channel });
  const submit = async () => {
    const res = await deps.post('/api/submit', { user: deps.user(), view: current, values: collectValues(d) });
    const ack = res.ack;
    if (ack?.response_action === 'errors') return showErrors(d, ack.errors ?? {});
    if (ack?.response_action === 'update') return showModal({ ...ack.view, id: current.id }, deps);
    if (res.status === 200) close(deps);
  };
  d.replaceChildren(
    h('div.modal-head', {}, h('h2', {}, view.title?.text ?? ''), h('button.modal-x', { type: 'button', 'aria-label': 'Close', onclick: () => close(deps) }, '×')),
    h('div.modal-body', {}, body),
    h('div.modal-foot', {},
      h('button.btn', { type: 'button', onclick: () => close(deps) }, view.close?.text ?? 'Cancel'),
      view.submit ? h('button.btn.primary.modal-submit', { type: 'button', onclick: () => void submit() }, view.submit.text) : null),
  );
  if (!d.open) d.showModal();
}

/** Takes a modal off the screen without closing it for its user (the user was switched). */
export function hideModal() {
  const d = document.querySelector('#modal');
  if (d?.open) d.close();
  current = undefined;
}
