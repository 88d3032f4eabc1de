import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/** An answer its route's contract does not allow: the route answers 500, and the cause is logged. */
export class ResponseContractError extends Error {
  readonly statusCode = 500;
  constructor(
    readonly method: string,
    readonly url: string,
    options: { cause: unknown },
  ) {
    super(`${method} ${url}: the answer does not match its contract`, options);
  }
}

/** One compiled serializer per response schema, shared by every app in the process. */
const compiled = new WeakMap<z.ZodType, Stringify | null>();

/** The schema a route names for a status: a zod schema, or one wrapped as `{ properties }`. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema) {
    const { properties } = schema;
    if (properties instanceof z.ZodType) return properties;
  }
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * fast-json-stringify compiled from the schema's JSON Schema (what the contract answers), or null when the
 * schema holds something JSON Schema cannot say (a date, a custom check): that schema is encoded by zod
 * instead.
 */
function compile(schema: z.ZodType): Stringify | null {
  let stringify = compiled.get(schema);
  if (stringify !== undefined) return stringify;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    stringify = fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    stringify = null;
  }
  compiled.set(schema, stringify);
  return stringify;
}

/** zod's answer for the data: the contract's fields only, or a serialization error (decision 0188). */
function encodeByZod(schema: z.ZodType, data: unknown, method: string, url: string): string {
  const result = z.safeEncode(schema, data);
  if (result.error !== undefined) throw new ResponseContractError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}

/**
 * The response serializer (decision 0188). Each response schema is compiled once to fast-json-stringify,
 * which writes the contract's fields and no others. With `check` (every environment but production),
 * each answer is also encoded by zod, which refuses a wrong type the compiled one would coerce, and the
 * two must agree: the test suites hold every route's compiled answer to its contract.
 */
export function responseSerializer(check: boolean): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    const stringify = compile(schema);
    if (stringify === null) return (data) => encodeByZod(schema, data, method, url);
    const fast = (data: unknown) => {
      try {
        return stringify(data);
      } catch (error) {
        throw new ResponseContractError(method, url, { cause: error });
      }
    };
    if (!check) return fast;
    return (data) => {
      const expected = encodeByZod(schema, data, method, url);
      const answer = fast(data);
      if (answer !== expected && !isDeepStrictEqual(JSON.parse(answer), JSON.parse(expected))) {
        throw new ResponseContractError(method, url, {
          cause: new Error(`the compiled serializer wrote ${answer} where the contract writes ${expected}`),
        });
      }
      return answer;
    };
  };
}
