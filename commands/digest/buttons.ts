// The buttons that stand for `digest` (commands/types.ts `ButtonDeclaration`): App Home's new,
// edit, pause, resume, delete, run and preview of a subscription (its id is the value). Their
// effect shows in the redrawn Home, so only a problem comes by DM — but a preview is the answer.
import { DIGEST_ACTION } from '../../views/digest-list.js';
import type { ButtonDeclaration } from '../types.js';

export const DIGEST_BUTTONS: readonly ButtonDeclaration[] = [
  { id: DIGEST_ACTION.new, commandText: () => 'digest add', answer: 'dm-problems-only' },
  { id: DIGEST_ACTION.edit, commandText: (id) => `digest edit ${id}`, answer: 'dm-problems-only' },
  { id: DIGEST_ACTION.pause, commandText: (id) => `digest pause ${id}`, answer: 'dm-problems-only' },
  { id: DIGEST_ACTION.resume, commandText: (id) => `digest resume ${id}`, answer: 'dm-problems-only' },
  { id: DIGEST_ACTION.delete, commandText: (id) => `digest delete ${id}`, answer: 'dm-problems-only' },
  { id: DIGEST_ACTION.run, commandText: (id) => `digest run ${id}`, answer: 'dm-problems-only' },
  { id: DIGEST_ACTION.preview, commandText: (id) => `digest preview ${id}`, answer: 'dm' },
];
