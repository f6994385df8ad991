// The buttons that stand for `digest` (commands/types.ts `ButtonDeclaration`): App Home's new,
// edit, pause, resume, delete, run and preview of a subscription (its id is the value). Their
// effect shows in the redrawn Home, so only a problem comes by DM — but a preview is the answer.
import { HOME_ACTION } from '../../views/app-home.js';
import type { ButtonDeclaration } from '../types.js';

export const DIGEST_BUTTONS: readonly ButtonDeclaration[] = [
  { id: HOME_ACTION.digestNew, commandText: () => 'digest add', answer: 'dm-problems-only' },
  { id: HOME_ACTION.digest.edit, commandText: (id) => `digest edit ${id}`, answer: 'dm-problems-only' },
  { id: HOME_ACTION.digest.pause, commandText: (id) => `digest pause ${id}`, answer: 'dm-problems-only' },
  { id: HOME_ACTION.digest.resume, commandText: (id) => `digest resume ${id}`, answer: 'dm-problems-only' },
  { id: HOME_ACTION.digest.delete, commandText: (id) => `digest delete ${id}`, answer: 'dm-problems-only' },
  { id: HOME_ACTION.digest.run, commandText: (id) => `digest run ${id}`, answer: 'dm-problems-only' },
  { id: HOME_ACTION.digest.preview, commandText: (id) => `digest preview ${id}`, answer: 'dm' },
];
