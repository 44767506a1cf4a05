// The answer checking the player loads on demand (on-demand.ts): the domain's rules, the same as
// the server's.
export { allMatchesCorrect, checkExerciseAnswer, type CheckedAnswer } from '@hadal/domain';
