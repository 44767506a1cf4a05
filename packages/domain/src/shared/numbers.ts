import { z } from 'zod';

/** The largest value a database integer column holds; ids and counters sent by clients stay within it. */
export const DATABASE_INT_MAX = 2_147_483_647;

/** A row id in a request body: a positive integer the database can hold. */
export const rowIdSchema = z.number().int().positive().max(DATABASE_INT_MAX);

/** A row id in a path: the same, from its text. */
export const rowIdParamSchema = z.coerce.number().int().positive().max(DATABASE_INT_MAX);
