import type { Availability } from './data-types.generated';

/**
 * What one newer release changed against the documented release, as release-diff.ts computes it
 * from the two models: names, types and flags only. engine-changes.ts words it for every output.
 */
export interface EngineChanges {
  /** The newer release's year and month; its changes page is /api/changes/{version}. */
  version: string;
  /** How pages name it: "July 2026". */
  label: string;
  classes: ClassChanges[];
  enums: EnumChanges[];
  /** Classes only the newer release has. */
  addedClasses: string[];
  /** Enums only the newer release has, by their Lua names. */
  addedEnums: string[];
  /** Every enum of the newer release: its Lua name -> its page name (for links to its pages). */
  enumPages: Record<string, string>;
}

export interface ClassChanges {
  name: string;
  notInEngine?: true;
  availability?: { release: Availability; engine: Availability };
  /** Deprecated in the newer release, not in the documented one. */
  deprecated?: true;
  members?: MemberChange[];
  /** What the newer class lists that the documented class reaches nowhere. */
  added?: { constructors?: true; properties?: string[]; methods?: string[]; operators?: string[] };
}

export type ChangedMemberKind = 'property' | 'method' | 'callback' | 'constructors' | 'operator';

export interface MemberChange {
  kind: ChangedMemberKind;
  /** The documented release's name (the class name for constructors, the metamethod for operators). */
  name: string;
  notInEngine?: true;
  /** The newer release lists it on these subclasses instead of this class. */
  movedTo?: string[];
  /** The newer release's spelling of the same name (case differs). */
  spelling?: string;
  type?: { release: string; engine: string };
  readonly?: { release: boolean; engine: boolean };
  signature?: { release: string[]; engine: string[] };
  /** Deprecated in the newer release, not in the documented one. */
  deprecated?: true;
}

export interface EnumChanges {
  /** The enum's page name. */
  name: string;
  notInEngine?: true;
  spelling?: string;
  values?: { notInEngine?: string[]; changed?: { name: string; release: number; engine: number }[]; added?: string[] };
}
