import { z } from 'zod';
import type { Endpoint } from './endpoint';
import { restErrorSchema } from './errors';

type JsonObject = Record<string, unknown>;

const jsonSchema = (schema: z.ZodType): JsonObject =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonObject;

const ERROR_RESPONSE = {
  description: 'Error: `code` is an i18n key under `errors.`',
  content: { 'application/json': { schema: jsonSchema(restErrorSchema) } },
};

/** `/user/{id}` style path from an Express `/user/:id` one. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

/** The OpenAPI 3.1 document of the REST contract, generated from the zod schemas of every endpoint. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], version: string): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const parameters = endpoint.query
      ? Object.entries((jsonSchema(endpoint.query).properties ?? {}) as Record<string, JsonObject>).map(
          ([name, schema]) => ({ name, in: 'query', schema }),
        )
      : [];
    const operation: JsonObject = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      'x-access': endpoint.access,
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(endpoint.body) } },
            },
          }
        : {}),
      ...(endpoint.access === 'public' ? { security: [] } : {}),
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(endpoint.response) } },
        },
        default: ERROR_RESPONSE,
      },
    };
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Centralita back-office REST API', version },
    components: { securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ cognito: [] }],
    paths,
  };
}
