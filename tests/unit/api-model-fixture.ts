import { buildModel } from '../../plugins/api-reference/normalise';
import type { ApiClass, ApiData, ApiEnum, ApiModel } from '../../plugins/api-reference/model';

/**
 * A tiny API, written here, for the tests of the pipeline's modules: Widget (a property with an
 * alias, a method, a static function, a callback), Gizmo inheriting from Widget, and one enum.
 * Tests change a copy with `edit` to make the one mistake their check must find.
 */
export function fixtureData(): ApiData {
  const widget: ApiClass = {
    name: 'Widget',
    kind: 'class',
    group: 'Core',
    availability: 'both',
    summary: 'A thing on screen.',
    description: 'See [Gizmo](/api/Gizmo).',
    constructors: { summary: 'Makes a widget.', overloads: [{ params: [{ name: 'size', type: 'number' }] }] },
    properties: [{ name: 'size', aliases: ['Size'], type: 'number', summary: 'How big it is.' }],
    methods: [
      { name: 'Grow', summary: 'Makes it bigger.', overloads: [{ params: [{ name: 'by', type: 'number' }, { name: 'limit', type: 'number?' }], returns: ['Widget'] }] },
      { name: 'Create', static: true, summary: 'Makes one.', overloads: [{ params: [], returns: ['Widget'] }] },
    ],
    callbacks: [{ name: 'OnGrow', params: [], summary: 'Called after it grows.' }],
  };
  const gizmo: ApiClass = { name: 'Gizmo', kind: 'class', group: 'Core', availability: 'both', inherits: 'Widget', summary: 'A widget that spins.', description: 'Spins.', properties: [{ name: 'spin', type: 'number', summary: 'Turns per second.' }] };
  const color: ApiEnum = { name: 'Color', availability: 'both', summary: 'A colour.', description: 'Colours.', values: [{ name: 'Red', value: 0 }, { name: 'Green', value: 1 }] };
  return {
    classes: [widget, gizmo],
    enums: [color],
    otherTypes: [
      { name: 'number', kind: 'primitive', summary: 'A number.' },
      { name: 'string', kind: 'primitive', summary: 'Text.' },
    ],
    groups: ['Core'],
  };
}

/** The model of the fixture after `edit` changed its data (deep copy first). */
export function fixtureModel(edit: (data: ApiData) => void = () => {}): ApiModel {
  const data = structuredClone(fixtureData());
  edit(data);
  const classFiles = new Map(data.classes.map((c) => [c.name, `api/classes/${c.name}.yaml`]));
  const enumFiles = new Map(data.enums.map((e) => [e.name, `api/enums/${e.name}.yaml`]));
  return buildModel(data, classFiles, enumFiles).model;
}

export const widgetOf = (data: ApiData): ApiClass => data.classes.find((c) => c.name === 'Widget')!;

/** What a test d.lua says about itself and where its links lead (the site passes its own config). */
export const LUALS_TEST_OPTIONS = { siteUrl: 'https://docs.example.test', release: 'the test release', updated: '2026-01-02' } as const;
