import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from '@hadal/domain';

/**
 * The zod validator, behind one guard for every route: no string of a body, query, path
 * parameter or header may hold a control character (other than tab and line breaks), whatever
 * its schema says. The domain's text fields refuse them too; this keeps a new route safe.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    if (containsControlCharacters(data)) {
      const error = Object.assign(new Error(CONTROL_CHARACTERS_MESSAGE), {
        statusCode: 400,
        validation: [
          { keyword: 'custom', instancePath: '', schemaPath: '#', params: {}, message: CONTROL_CHARACTERS_MESSAGE },
        ],
      });
      return { error };
    }
    return validate(data);
  };
};
