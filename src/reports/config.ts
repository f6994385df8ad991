// THE configuration check: one question (which configuration — live, the draft, a version, an id)
// and its answer as the API gives it — valid or not, the error and warning counts, the issues —
// with the name of the configuration it read. `/adops config validate`, the configuration digest
// and the config watch all read it from here, so the command, the digest and the alert agree on
// the verdict, the counts and which configuration they speak of. Counts are the API's, never
// recounted from the issues listed.
import type { ConfigSelector, ValidationResult } from '../api/index.js';
import { configSourceName } from '../../views/config.js';

export interface ConfigCheck {
  validation: ValidationResult;
  /** Which configuration was read, without saying it twice: "live", "draft draft_x", "published v3". */
  source: string;
  /** Whether there is anything to tell: an error, a warning or a note of any severity. */
  hasIssues: boolean;
}

/** How the check reads the API; a digest or a watch passes one that shares the call across channels. */
export type ConfigReads = (selector: ConfigSelector) => Promise<ValidationResult>;

export async function configCheck(selector: ConfigSelector, read: ConfigReads): Promise<ConfigCheck> {
  const validation = await read(selector);
  return { validation, source: configSourceName(validation.source), hasIssues: validation.issues.length > 0 };
}
