import {
  placementAnswerResponseSchema,
  placementStatusSchema,
  placementReopenResponseSchema,
  placementTestSchema,
  type PlacementAnswerRequest,
  type PlacementLevel,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The placement calls: one function per call, each answer parsed with its domain schema. */

export const placementKeys = {
  status: ['placement', 'status'] as const,
};

/** GET /placement: the test under way (with its current question) and the latest result. */
export async function getPlacementStatus() {
  return placementStatusSchema.parse(await api.get('/placement'));
}

/** POST /placement/test: starts the test (or takes it again); the first question. */
export async function startPlacement() {
  return placementTestSchema.parse(await api.post('/placement/test'));
}

/** POST /placement/answer: the server grades the answer; the next question or the result. */
export async function answerPlacement(body: PlacementAnswerRequest) {
  return placementAnswerResponseSchema.parse(await api.post('/placement/answer', body));
}

/** POST /placement/reopen: opens again the lessons the placement skipped at one level. */
export async function reopenPlacementLevel(level: PlacementLevel) {
  return placementReopenResponseSchema.parse(await api.post('/placement/reopen', { level }));
}
