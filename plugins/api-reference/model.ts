/**
 * The shape of the API data in api/ (validated by api/schema/*.schema.json). These types are the
 * contract between the data files, the page generator, the Lua definition file and the checks.
 */
export type Availability = 'client' | 'server' | 'both';

export interface Deprecation {
  message: string;
  replacement?: string;
}

export interface Example {
  title: string;
  description?: string;
  code: string;
}

export interface Param {
  name?: string;
  type: string;
  annotatedType?: string;
  summary?: string;
}

interface Documented {
  summary: string;
  description?: string;
  deprecated?: Deprecation;
  examples?: Example[];
  availability?: Availability;
  status?: string;
}

export interface Property extends Documented {
  name: string;
  aliases?: string[];
  type: string;
  annotatedType?: string;
  readonly?: boolean;
  static?: boolean;
}

export interface MethodOverload {
  params: Param[];
  returns: string[];
  annotatedReturns?: string[];
  summary?: string;
}

export interface Method extends Documented {
  name: string;
  static?: boolean;
  overloads: MethodOverload[];
}

export interface Callback {
  name: string;
  params: Param[];
  summary: string;
  description?: string;
  examples?: Example[];
}

export interface OperatorOverload {
  params: string[];
  returns: string | null;
}

export interface Operator {
  op: string;
  summary: string;
  description?: string;
  overloads: OperatorOverload[];
}

export interface Constructors {
  summary: string;
  description?: string;
  examples?: Example[];
  overloads: { params: Param[]; summary?: string }[];
}

export type ClassKind = 'value' | 'component' | 'shape' | 'singleton' | 'class';

export interface ApiClass {
  name: string;
  kind: ClassKind;
  group: string;
  availability: Availability;
  effectiveAvailability?: Availability;
  inherits?: string;
  deprecated?: Deprecation;
  summary: string;
  description: string;
  examples?: Example[];
  constructors?: Constructors;
  properties?: Property[];
  methods?: Method[];
  callbacks?: Callback[];
  operators?: Operator[];
}

export interface EnumValue {
  name: string;
  value: number;
  summary?: string;
}

export interface ApiEnum {
  /** Page name and route segment (/api/enums/{name}). */
  name: string;
  /** The name scripts use, where it differs from the page name. */
  luaName?: string;
  availability: Availability;
  bitflags?: boolean;
  summary: string;
  description: string;
  values: EnumValue[];
}

/** A type that has no page of its own: Lua primitives and engine types outside the reference. */
export interface OtherType {
  name: string;
  kind: 'primitive' | 'engine';
  summary: string;
}

export interface ApiData {
  classes: ApiClass[];
  enums: ApiEnum[];
  otherTypes: OtherType[];
  /** The order of class groups in the sidebar and the index. */
  groups: string[];
}

/** Where a data item came from, for error messages. */
export interface SourceRef {
  file: string;
  item: string;
}

/** The Lua name of an enum (what scripts write). */
export const enumLuaName = (e: ApiEnum): string => e.luaName ?? e.name;
