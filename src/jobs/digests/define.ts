// `defineDigestKind`: a kind's declaration (./types.ts `DigestKindSpec`) made into the one
// builder runs and previews call — read, drawn, the send conditions and the "why" line applied.
import { conditional } from './why.js';
import type { DigestKind, DigestKindSpec, DigestOutput } from './types.js';

export function defineDigestKind<N extends string, D>(spec: DigestKindSpec<N, D>): DigestKind<N> {
  const { read, view, quiet, ...declared } = spec;
  const build = conditional(async (ctx): Promise<DigestOutput> => {
    const data = await read(ctx);
    const drawn = view(data);
    const out: DigestOutput = 'message' in drawn ? drawn : { message: drawn };
    return quiet ? { ...out, quiet: quiet(data, ctx.subscription) } : out;
  });
  return { ...declared, build };
}
