// $filter trees as parameterised SQL over the resource's own field expressions: a repo, since it writes SQL.
import { sql, type SQL } from 'drizzle-orm';
import { badQuery } from './odata-error';
import { fieldOf, type EdmType, type ResoField, type ResoResource } from './reso-fields.repo';
import type { Bind, FilterNode } from './reso-odata';

type Kind = 'string' | 'number' | 'datetime' | 'boolean' | 'collection';
type Operand = { kind: Kind; sql: SQL; field?: string } | { kind: 'null' };

const KIND_OF: Record<EdmType, Kind> = {
  'Edm.String': 'string',
  'Edm.Int32': 'number',
  'Edm.Decimal': 'number',
  'Edm.DateTimeOffset': 'datetime',
  'Collection(Edm.String)': 'collection',
};
const COMPARISONS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;
type Comparison = keyof typeof COMPARISONS;
const MIRRORED: Record<Comparison, Comparison> = { eq: 'eq', ne: 'ne', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };
const TEXT_CALLS = new Set(['contains', 'startswith', 'endswith']);

/** A lambda's range variable (`l` in `MemberLanguages/any(l: l eq 'Spanish')`): one value of the collection. */
type RangeVariable = { name: string; sql: SQL };

/** Translates one $filter: every field is one of the resource's, every literal a typed parameter. */
class FilterTranslator {
  constructor(
    private readonly resource: ResoResource,
    private readonly binds: Bind[],
    private readonly variable?: RangeVariable,
  ) {}

  private literal([type, value]: Bind): Operand {
    if (type === 'Text' && typeof value === 'string') return { kind: 'string', sql: sql`${value}::text` };
    if ((type === 'Real' || type === 'Integer') && typeof value === 'number' && Number.isFinite(value)) {
      return { kind: 'number', sql: sql`${String(value)}::numeric` };
    }
    if (type === 'Boolean' && typeof value === 'boolean') return { kind: 'boolean', sql: sql`${value}::boolean` };
    if (type === 'Date Time' || type === 'Date') {
      const time = value instanceof Date ? value.getTime() : Number(value);
      if (Number.isFinite(time)) return { kind: 'datetime', sql: sql`${new Date(time).toISOString()}::timestamptz` };
    }
    throw badQuery(`A ${type} value is not supported here.`);
  }

  private field(name: unknown): ResoField {
    const field = typeof name === 'string' ? fieldOf(this.resource, name) : undefined;
    if (!field) throw badQuery(`${this.resource.name} has no field ${String(name)}.`);
    return field;
  }

  private operand(node: unknown): Operand {
    if (node === null) return { kind: 'null' };
    if (node && typeof node === 'object' && !Array.isArray(node)) {
      const ref = node as { name?: unknown; property?: unknown; bind?: unknown };
      if ('bind' in ref) {
        const bind = (this.binds as unknown as Record<string, Bind | undefined>)[String(ref.bind)];
        if (!bind) throw badQuery('A parameter alias was used without a value.');
        return this.literal(bind);
      }
      if (typeof ref.name === 'string' && !ref.property && ref.name === this.variable?.name) {
        return { kind: 'string', sql: this.variable.sql, field: ref.name };
      }
      if (typeof ref.name === 'string' && !ref.property && !('lambda' in ref)) {
        const field = this.field(ref.name);
        return { kind: KIND_OF[field.type], sql: field.expr, field: field.name };
      }
    }
    throw badQuery('Only fields and literal values can be compared (no arithmetic, functions or navigation).');
  }

  private compare(op: Comparison, leftNode: unknown, rightNode: unknown): SQL {
    let left = this.operand(leftNode);
    let right = this.operand(rightNode);
    if (left.kind === 'null' && right.kind !== 'null') [left, right, op] = [right, left, MIRRORED[op]];
    if (left.kind === 'null' || right.kind === 'null') {
      if (left.kind === 'null') throw badQuery('null can only be compared with a field.');
      if (op === 'eq') return sql`(${left.sql} is null)`;
      if (op === 'ne') return sql`(${left.sql} is not null)`;
      throw badQuery(`null cannot be compared with ${op}.`);
    }
    if (left.kind !== right.kind) {
      throw badQuery(
        `${left.field ?? right.field ?? 'A value'} is a ${left.field ? left.kind : right.kind}; it cannot be compared with a ${left.field ? right.kind : left.kind}.`,
      );
    }
    if (left.kind === 'boolean' && op !== 'eq' && op !== 'ne') throw badQuery('Booleans can only be compared with eq and ne.');
    // OData's two-valued logic: a comparison with a missing value is false (so `not` of it is true); ne is true.
    if (op === 'ne') return sql`(${left.sql} is distinct from ${right.sql})`;
    return sql`coalesce(${left.sql} ${sql.raw(COMPARISONS[op])} ${right.sql}, false)`;
  }

  private call(spec: unknown): SQL {
    const { method, args } = (spec ?? {}) as { method?: unknown; args?: unknown };
    if (typeof method !== 'string' || !TEXT_CALLS.has(method) || !Array.isArray(args) || args.length !== 2) {
      throw badQuery(`The function ${String(method)} is not supported in $filter (contains, startswith and endswith are).`);
    }
    const [text, part] = [this.operand(args[0]), this.operand(args[1])];
    if (text.kind !== 'string' || part.kind !== 'string') throw badQuery(`${method} takes two strings.`);
    const test =
      method === 'contains'
        ? sql`strpos(${text.sql}, ${part.sql}) > 0`
        : method === 'startswith'
          ? sql`left(${text.sql}, length(${part.sql})) = ${part.sql}`
          : sql`right(${text.sql}, length(${part.sql})) = ${part.sql}`;
    return sql`coalesce(${test}, false)`;
  }

  private inList(fieldNode: unknown, listNode: unknown): SQL {
    const field = this.operand(fieldNode);
    const bind = (listNode as { bind?: unknown } | null)?.bind;
    const list = bind === undefined ? undefined : (this.binds as unknown as Record<string, Bind | undefined>)[String(bind)];
    if (field.kind === 'null' || !list || list[0] !== 'List' || !Array.isArray(list[1]))
      throw badQuery('in takes a field and a list of values.');
    const values = (list[1] as Bind[]).map((item) => this.literal(item));
    if (values.some((value) => value.kind !== field.kind)) throw badQuery(`Every value of the in list must be a ${field.kind}.`);
    return sql`coalesce(${field.sql} in (${sql.join(
      values.map((value) => (value as { sql: SQL }).sql),
      sql`, `,
    )}), false)`;
  }

  /**
   * `Field/any(x: …)` and `Field/all(x: …)` over a collection field (OData 4, 5.1.1.10): whether
   * some (every) value of it meets the condition, with `x` standing for the value.
   */
  private lambda(node: { name?: unknown; lambda: { method?: unknown; identifier?: unknown; expression?: unknown } }): SQL {
    const field = this.field(node.name);
    const { method, identifier, expression } = node.lambda;
    if (field.type !== 'Collection(Edm.String)') throw badQuery(`${field.name} is not a collection: any and all apply to collections.`);
    if ((method !== 'any' && method !== 'all') || typeof identifier !== 'string' || this.variable) {
      throw badQuery('Only any and all with one range variable are supported.');
    }
    const inner = new FilterTranslator(this.resource, this.binds, { name: identifier, sql: sql`lambda_value.value` });
    const condition = inner.condition(expression);
    const values = sql`unnest(${field.expr}) as lambda_value(value)`;
    return method === 'any'
      ? sql`exists (select 1 from ${values} where ${condition})`
      : sql`not exists (select 1 from ${values} where not coalesce(${condition}, false))`;
  }

  /** A boolean SQL condition for a $filter node. */
  condition(node: FilterNode): SQL {
    if (node && typeof node === 'object' && !Array.isArray(node) && 'lambda' in node) {
      return this.lambda(node as Parameters<FilterTranslator['lambda']>[0]);
    }
    if (!Array.isArray(node)) {
      const operand = this.operand(node);
      if (operand.kind !== 'boolean') throw badQuery('$filter must be a condition.');
      return operand.sql;
    }
    const [op, ...args] = node as [unknown, ...unknown[]];
    if (op === 'and' || op === 'or') {
      return sql`(${sql.join(
        args.map((arg) => this.condition(arg)),
        sql.raw(` ${op} `),
      )})`;
    }
    if (op === 'not') return sql`(not ${this.condition(args[0])})`;
    if (typeof op === 'string' && op in COMPARISONS) return this.compare(op as Comparison, args[0], args[1]);
    if (op === 'eqany') return this.inList(args[0], args[1]);
    if (op === 'call') return this.call(args[0]);
    throw badQuery(`The operator ${String(op)} is not supported in $filter.`);
  }
}

/** The SQL condition a parsed $filter stands for, over the resource's fields (a 400 ODataError when it cannot be). */
export function filterCondition(resource: ResoResource, tree: FilterNode, binds: Bind[]): SQL {
  return new FilterTranslator(resource, binds).condition(tree);
}
