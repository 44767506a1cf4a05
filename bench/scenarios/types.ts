export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a scenario gets to prepare its requests: the running Hadal server. */
export interface ScenarioContext {
  baseUrl: string;
  /** A signed-in, verified learner's bearer header (created through the real API). */
  learnerAuth(): Promise<Record<string, string>>;
}

/**
 * One benchmark: a request against Hadal, measured beside a bare Fastify route that returns
 * the same bytes (the ceiling). `ceilingBody` is fetched from Hadal once when omitted.
 */
export interface Scenario {
  name: string;
  prepare(ctx: ScenarioContext): Promise<RequestSpec>;
  /** Requests may differ per call (e.g. a fresh progress value); return the next body. */
  nextBody?: (i: number) => string;
}
