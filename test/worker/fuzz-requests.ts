import fc from "fast-check";

/** The parts of JSON Schema (as the API document writes it) that requests are generated from. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};
export type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: Schema;
};
export type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
};
export type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** Real values the generators mix in by property or parameter name, so requests also reach past "not found". */
export type Pools = Record<string, readonly unknown[]>;

/** Strings around any schema: empty, blank, control and format characters, lone surrogates, look-alikes, injections, keys of Object.prototype. */
const ODD_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "\ud800",
  "\udfff",
  "\ufeff",
  "\u200b",
  "\u202e",
  "e\u0301",
  "İ",
  "ß",
  "𝕏",
  "👩‍👩‍👧‍👦",
  "日本語",
  "Ω≈ç√",
  "null",
  "undefined",
  "true",
  "NaN",
  "-0",
  "1e309",
  "0x10",
  "9007199254740993",
  "-1",
  "1.5",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "<script>alert(1)</script>",
  "${7*7}",
  "../../etc/passwd",
  "%00",
  "%",
  "\\",
  '"',
];
const oddString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => "x".repeat(n)) },
);
const oddNumber = fc.constantFrom(
  0,
  -1,
  -0,
  0.5,
  -1.5,
  1e21,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
);

/** Any JSON value of the wrong kind, shallow or deep. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}, [[]], { "": "" }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse("[".repeat(depth) + "]".repeat(depth)) as unknown),
);

/** Keys that mean something to JavaScript objects, for bodies and queries. */
export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
] as const;

export class SchemaArbitraries {
  constructor(
    private readonly document: ApiDocument,
    private readonly pools: Pools,
  ) {}

  private resolve(schema: Schema): Schema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace("#/components/schemas/", "");
    const target = this.document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return this.resolve(target);
  }

  /** Values the schema accepts (formats and patterns included), mixed with real values of that name. */
  valid(raw: Schema, name?: string): fc.Arbitrary<unknown> {
    const own = this.validOwn(this.resolve(raw));
    const pool = name === undefined ? undefined : this.pools[name];
    return pool?.length ? fc.oneof(own, fc.constantFrom(...pool)) : own;
  }

  private validOwn(schema: Schema): fc.Arbitrary<unknown> {
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants) return fc.oneof(...variants.map((v) => this.valid(v)));
    if (schema.allOf) return this.valid(Object.assign({}, ...schema.allOf.map((s) => this.resolve(s))) as Schema);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1) return fc.oneof(...types.map((type) => this.validOwn({ ...schema, type })));
    switch (types[0]) {
      case "string":
        return this.string(schema);
      case "integer":
        return fc.integer({ min: this.lower(schema, 1) ?? -1e6, max: this.upper(schema, 1) ?? 1e6 });
      case "number":
        return fc.double({
          min: this.lower(schema, Number.EPSILON) ?? -1e6,
          max: this.upper(schema, Number.EPSILON) ?? 1e6,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(this.valid(schema.items ?? {}), {
          minLength: schema.minItems ?? 0,
          maxLength: schema.maxItems ?? 5,
        });
      case "object":
        return this.object(schema);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  private lower(schema: Schema, step: number): number | undefined {
    return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  }

  private upper(schema: Schema, step: number): number | undefined {
    return schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  }

  private string(schema: Schema): fc.Arbitrary<string> {
    const minLength = schema.minLength ?? 0;
    const maxLength = schema.maxLength ?? 60;
    const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern, "u")).filter(fits);
    if (schema.format === "email") return fc.emailAddress().filter(fits);
    if (schema.format === "uri") return fc.webUrl({ validSchemes: ["https"] }).filter(fits);
    const unit = fc.oneof(
      fc.constantFrom(..."abcxyz019 _.-ěж"),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
    );
    return fc.string({ unit, minLength, maxLength: Math.min(maxLength, minLength + 40) }).filter(fits);
  }

  private object(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
    const properties = schema.properties ?? {};
    const record = fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, this.valid(value, key)])),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
    if (typeof schema.additionalProperties !== "object") return record;
    const extra = fc.dictionary(fc.string({ maxLength: 12 }), this.valid(schema.additionalProperties), { maxKeys: 3 });
    return fc.tuple(extra, record).map(([more, known]) => ({ ...more, ...known }));
  }

  /**
   * Values just outside the schema: one property missing, of the wrong kind, just past a bound or
   * unknown (prototype keys among them); a bound crossed; or a value of another kind altogether.
   */
  around(raw: Schema, name?: string): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw);
    const options: fc.Arbitrary<unknown>[] = [oddValue];
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    if (type === "object" && schema.properties) {
      const keys = Object.keys(schema.properties);
      const base = this.valid(schema, name) as fc.Arbitrary<Record<string, unknown>>;
      options.push(
        fc.tuple(base, fc.constantFrom(...keys)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
        fc.tuple(base, fc.constantFrom(...keys), oddValue).map(([value, key, odd]) => ({ ...value, [key]: odd })),
        fc
          .tuple(base, fc.constantFrom(...keys))
          .chain(([value, key]) =>
            this.around(schema.properties?.[key] ?? {}, key).map((near) => ({ ...value, [key]: near })),
          ),
        fc
          .tuple(base, fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })), oddValue)
          .map(([value, key, odd]) => {
            // A plain assignment to "__proto__" would set the prototype, not a key.
            Object.defineProperty(value, key, { value: odd, enumerable: true, configurable: true, writable: true });
            return value;
          }),
      );
    }
    if (type === "string") {
      const bounds = [
        schema.minLength === undefined ? undefined : schema.minLength - 1,
        schema.maxLength === undefined ? undefined : schema.maxLength + 1,
      ];
      for (const length of bounds)
        if (length !== undefined && length >= 0)
          options.push(fc.constant("a".repeat(length)), fc.constant("é".repeat(length)));
      if (schema.enum)
        options.push(
          fc.constantFrom(
            ...schema.enum.map((v) => String(v).toUpperCase()),
            ...schema.enum.map((v) => ` ${String(v)}`),
          ),
        );
    }
    if (type === "integer" || type === "number") {
      const bounds = [this.lower(schema, 1), this.upper(schema, 1)];
      if (bounds[0] !== undefined) options.push(fc.constantFrom(bounds[0] - 1, bounds[0] - 0.5));
      if (bounds[1] !== undefined) options.push(fc.constantFrom(bounds[1] + 1, bounds[1] + 0.5));
      options.push(this.valid(schema).map((n) => String(n)));
    }
    if (type === "array") {
      options.push(fc.array(oddValue, { minLength: 1, maxLength: 3 }));
      if (schema.maxItems !== undefined)
        options.push(
          fc.array(this.valid(schema.items ?? {}), { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }),
        );
    }
    return fc.oneof(...options);
  }
}

/** JSON text of a value; the body generators then may duplicate or break it. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "number" && !Number.isFinite(v) ? 0 : v)) ?? "null";
}

/** A JSON object's text with one more key in front (a duplicate, or a prototype key), as raw text. */
export function withLeadingKey(text: string, key: string, value: unknown): string {
  if (!text.startsWith("{")) return text;
  const rest = text.slice(1);
  return `{${JSON.stringify(key)}:${toJson(value)}${rest === "}" ? "" : ","}${rest}`;
}

/** Bodies that are not JSON objects, or not JSON: empty, scalars, broken, deep, huge, a BOM, bytes that are not UTF-8. */
export const oddBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "null",
    "0",
    "-0",
    "1e309",
    "true",
    '""',
    "[]",
    "[{}]",
    "{",
    "}",
    "{]",
    '{"a":}',
    '{"a":1,}',
    "NaN",
    "undefined",
    "\ufeff{}",
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
  ),
  fc
    .integer({ min: 16 * 1024 - 64, max: 16 * 1024 + 64 })
    .map((size) => `{"x":"${"y".repeat(Math.max(0, size - 8))}"}`),
  fc.integer({ min: 100, max: 5000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.integer({ min: 100, max: 3000 }).map((depth) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth)),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Uint8Array.from([0xff, 0xfe, ...bytes])),
  fc.string({ unit: "binary", maxLength: 200 }),
);

/** Content types: JSON as clients send it, JSON's relatives, forms, none, and nonsense. */
export const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant<string | undefined>("application/json") },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/merge-patch+json",
      "application/json; charset=utf-16",
      "application/jsonx",
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "*/*",
      "",
      "application/json;;;",
      "a/b; c",
    ),
  },
);
