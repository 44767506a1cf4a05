export interface ImportViolation {
  rule: string;
  from: string;
  to: string;
  cycle?: string[];
}
export const REPO_ROOT: string;
export const WORKSPACES: { roots: string[]; tsconfig: string }[];
export function checkImports(
  roots: string[],
  tsconfig: string,
  options?: { baseDir?: string; exclude?: string },
): Promise<ImportViolation[]>;
