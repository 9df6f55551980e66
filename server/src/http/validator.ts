import { controlCharacterPath, messages } from '@kairos/core';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { validationFailed } from '../errors/app-error';

/**
 * The routes' zod validation, behind one guard for every part of every request: no string of a body,
 * query or path (keys included) may hold control characters (core's `controlCharacterPath`). A NUL
 * would otherwise reach PostgreSQL, which refuses it in text and jsonb with a 500, and a field added
 * tomorrow is covered without anyone remembering to.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const path = controlCharacterPath(data);
    if (path === null) return validate(data);
    const location = [route.httpPart ?? 'body', ...path].join('.');
    return { error: validationFailed(location, messages.validation.controlCharacters) };
  };
};
