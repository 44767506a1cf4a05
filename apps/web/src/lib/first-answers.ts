/**
 * The answers of the first calls the build's start script started before the app ran (the route
 * table's `firstCalls`, app/route-table.ts). Each is taken once, by the API client's first request for the same
 * URL with the same token and time zone (none and none for a public page's calls), within FIRST_ANSWER_MAX_AGE_MS of the page's start;
 * anything else is asked for afresh.
 */
export const FIRST_ANSWER_MAX_AGE_MS = 15_000;

/** The window property the start script leaves the started calls under. */
export const FIRST_ANSWERS_GLOBAL = '__hadalFirstAnswers';

interface FirstAnswer {
  /** The token it was asked with; '' when asked without a session. */
  token: string;
  zone: string;
  at: number;
  response: Promise<Response>;
}

type FirstAnswers = Record<string, FirstAnswer | undefined>;

function startedAnswers(): FirstAnswers | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, FirstAnswers | undefined>)[FIRST_ANSWERS_GLOBAL];
}

/** The started answer for `url`, if it was asked with this token and zone and is recent; once only. */
export function takeFirstAnswer(
  url: string,
  token: string | null,
  zone: string | undefined,
  now = Date.now(),
): Promise<Response> | null {
  const answers = startedAnswers();
  const answer = answers?.[url];
  if (!answers || !answer) return null;
  delete answers[url];
  if (answer.token !== (token ?? '') || answer.zone !== (zone ?? '')) return null;
  if (now - answer.at > FIRST_ANSWER_MAX_AGE_MS) return null;
  return answer.response;
}
