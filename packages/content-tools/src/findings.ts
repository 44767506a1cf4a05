/** One thing `npm run content:check` found in a bundle. */
export type Severity = 'error' | 'warning';

export interface ContentFinding {
  severity: Severity;
  rule: string;
  message: string;
  hint?: string;
  exerciseId?: string;
  word?: string;
}
