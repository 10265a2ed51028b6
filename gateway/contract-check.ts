import type { z } from 'zod';

/**
 * True when `schema.parse(value)` would succeed and give back a value equal to `value` itself: every key the
 * schema declares is there and valid, and there is nothing the parse would drop (an undeclared key), fill in (a
 * default) or change (a transform). The REST client then uses the api's answer as it is, without zod building a
 * copy of it; when the check says false, zod parses as before and either throws or returns its copy.
 */
export type ContractCheck = (value: unknown) => boolean;

type Schema = z.core.$ZodTypes;
type Def = Schema['_zod']['def'];

/**
 * A check is compiled to JavaScript source, as zod compiles its own object parser. A generic walker (each key read
 * through a variable, a closure called per value) cost more than zod's parse; written out, the 50-row lines page
 * is checked in a few microseconds. Everything the source refers to (patterns, value sets, the checks of nested
 * objects and arrays) is passed in `refs`; keys are written as JSON string literals.
 */
class Compilation {
  readonly refs: unknown[] = [];
  /** The schemas being compiled: a recursive schema (a getter in a shape) meets itself and is left to zod. */
  readonly open = new Set<Schema>();

  ref(value: unknown): string {
    this.refs.push(value);
    return `refs[${this.refs.length - 1}]`;
  }

  /** A check from the body of a function of `value`. */
  build(body: string): ContractCheck {
    return new Function('refs', `return function check(value) {\n${body}\n}`)(this.refs);
  }

  /** The same, as an expression the source of another check can call. */
  fn(body: string): string {
    return this.ref(this.build(body));
  }
}

/** A boolean JavaScript expression over a variable, or undefined when the schema is beyond the check. */
type Expression = (variable: string) => string;

/** The checks of `def.checks` the compiled check knows; undefined when one is unknown (`.refine`, `.trim`...). */
function compileChecks(def: Def, compilation: Compilation): Expression[] | undefined {
  const compiled: Expression[] = [];
  for (const check of (def.checks ?? []) as z.core.$ZodChecks[]) {
    const checkDef = check._zod.def;
    switch (checkDef.check) {
      case 'min_length':
        compiled.push((v) => `${v}.length >= ${checkDef.minimum}`);
        break;
      case 'max_length':
        compiled.push((v) => `${v}.length <= ${checkDef.maximum}`);
        break;
      case 'length_equals':
        compiled.push((v) => `${v}.length === ${checkDef.length}`);
        break;
      case 'greater_than':
        if (typeof checkDef.value !== 'number') return undefined;
        compiled.push((v) => `${v} ${checkDef.inclusive ? '>=' : '>'} ${checkDef.value}`);
        break;
      case 'less_than':
        if (typeof checkDef.value !== 'number') return undefined;
        compiled.push((v) => `${v} ${checkDef.inclusive ? '<=' : '<'} ${checkDef.value}`);
        break;
      case 'number_format':
        // `.int()`, the only number format the contract uses: zod's safe-integer range.
        if (checkDef.format !== 'safeint') return undefined;
        compiled.push((v) => `Number.isSafeInteger(${v})`);
        break;
      case 'string_format': {
        // Only a plain `.regex()`: other formats (email, url, ...) may check more than their pattern.
        if (checkDef.format !== 'regex' || !checkDef.pattern) return undefined;
        const pattern = compilation.ref(checkDef.pattern);
        compiled.push((v) => `(${pattern}.lastIndex = 0, ${pattern}.test(${v}))`);
        break;
      }
      default:
        return undefined;
    }
  }
  return compiled;
}

function all(base: Expression, checks: Expression[]): Expression {
  return (v) => [base(v), ...checks.map((check) => check(v))].map((part) => `(${part})`).join(' && ');
}

function compileObject(def: z.core.$ZodObjectDef, compilation: Compilation): Expression | undefined {
  // A catchall keeps or refuses undeclared keys, which the check below does not model.
  if (def.catchall !== undefined) return undefined;
  const lines = [
    "if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;",
    'let present = 0;',
  ];
  for (const [index, [key, field]] of Object.entries(def.shape).entries()) {
    const check = compile(field as Schema, compilation);
    if (!check) return undefined;
    const literal = JSON.stringify(key);
    const variable = `field${index}`;
    lines.push(`const ${variable} = value[${literal}];`);
    if ((field as Schema)._zod.optout === 'optional') {
      // zod leaves an absent optional key out, and keeps one that is there with `undefined`.
      lines.push(
        `if (${variable} === undefined) { if (Object.hasOwn(value, ${literal})) present += 1; }`,
        `else if (${check(variable)}) present += 1; else return false;`,
      );
    } else {
      lines.push(`if (!(${check(variable)})) return false;`, 'present += 1;');
    }
  }
  // Any key beyond the declared ones would be stripped by zod: then the answer is not its own parse.
  lines.push('let keys = 0;', 'for (const _ in value) keys += 1;', 'return keys === present;');
  const object = compilation.fn(lines.join('\n'));
  return (v) => `${object}(${v})`;
}

function compileArray(def: z.core.$ZodArrayDef, compilation: Compilation): Expression | undefined {
  const element = compile(def.element as Schema, compilation);
  if (!element) return undefined;
  const array = compilation.fn(
    [
      'if (!Array.isArray(value)) return false;',
      'for (let index = 0; index < value.length; index += 1) {',
      '  const item = value[index];',
      `  if (!(${element('item')})) return false;`,
      '}',
      'return true;',
    ].join('\n'),
  );
  return (v) => `${array}(${v})`;
}

function compile(schema: Schema, compilation: Compilation): Expression | undefined {
  if (compilation.open.has(schema)) return undefined;
  compilation.open.add(schema);
  try {
    return compileSchema(schema, compilation);
  } finally {
    compilation.open.delete(schema);
  }
}

function compileSchema(schema: Schema, compilation: Compilation): Expression | undefined {
  const def = schema._zod.def;
  const checks = compileChecks(def, compilation);
  if (!checks) return undefined;
  switch (def.type) {
    case 'string':
      // z.email() and the other formats are strings with a format of their own.
      if (def.coerce || (def as { format?: string }).format !== undefined) return undefined;
      return all((v) => `typeof ${v} === 'string'`, checks);
    case 'number':
      if (def.coerce) return undefined;
      return all((v) => `typeof ${v} === 'number' && Number.isFinite(${v})`, checks);
    case 'boolean':
      if (def.coerce) return undefined;
      return all((v) => `typeof ${v} === 'boolean'`, checks);
    case 'null':
      return all((v) => `${v} === null`, checks);
    case 'unknown':
    case 'any':
      return all(() => 'true', checks);
    case 'enum':
    case 'literal': {
      // zod's own set of the allowed values (an enum's, without a numeric enum's reverse names).
      if (!schema._zod.values) return undefined;
      const values = compilation.ref(schema._zod.values);
      return all((v) => `${values}.has(${v})`, checks);
    }
    case 'nullable':
    case 'optional': {
      const inner = compile(def.innerType as Schema, compilation);
      if (!inner) return undefined;
      const empty = def.type === 'nullable' ? 'null' : 'undefined';
      return all((v) => `${v} === ${empty} || ${inner(v)}`, checks);
    }
    case 'array': {
      const array = compileArray(def, compilation);
      return array && all(array, checks);
    }
    case 'object': {
      const object = compileObject(def, compilation);
      return object && all(object, checks);
    }
    default:
      // Transforms, pipes, defaults, unions, records...: zod parses.
      return undefined;
  }
}

const compiled = new WeakMap<z.ZodType, ContractCheck | null>();

/** The schema's check, compiled on first use; undefined when the schema uses what the check does not know. */
export function contractCheckOf(schema: z.ZodType): ContractCheck | undefined {
  let check = compiled.get(schema);
  if (check === undefined) {
    const compilation = new Compilation();
    const expression = compile(schema as unknown as Schema, compilation);
    check = expression ? compilation.build(`return ${expression('value')};`) : null;
    compiled.set(schema, check);
  }
  return check ?? undefined;
}
