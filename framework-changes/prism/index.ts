/**
 * A light stand-in for `prism-react-renderer` in the browser and server bundles (aliased in
 * framework-changes/index.ts; manifest: prism-core). The package bundles Prism with about twenty grammars the site never
 * uses (about 25 kB gzip in every first load); this module offers the same `Highlight` and `Prism`
 * exports the theme imports, on Prism's core, and the theme then adds only the languages listed
 * in `prism.additionalLanguages` of docusaurus.config.ts.
 */
import './manual-mode';
import { createElement, useCallback, useMemo, type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import Prism from 'prismjs/components/prism-core';

export { Prism };

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

interface PrismThemeEntry {
  types: string[];
  style: CSSProperties;
  languages?: string[];
}

export interface PrismTheme {
  plain: CSSProperties;
  styles: PrismThemeEntry[];
}

type ThemeDictionary = Record<string, CSSProperties> & { root: CSSProperties; plain: CSSProperties };

interface LineInputProps {
  line: Token[];
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

interface TokenInputProps {
  token: Token;
  className?: string;
  style?: CSSProperties;
  [key: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => Record<string, unknown>;
  getTokenProps: (input: TokenInputProps) => Record<string, unknown>;
}

export interface HighlightProps {
  code: string;
  language: string;
  theme?: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactNode;
}

/** Flattens Prism's nested tokens into lines of tokens, each with the types it is nested in. */
export function normalizeTokens(tokens: (string | Prism.Token)[]): Token[][] {
  const lines: Token[][] = [[]];
  const push = (content: string, types: string[]) => {
    const parts = content.split(/\r\n|\r|\n/);
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      lines[lines.length - 1]!.push({ types, content: part });
    });
  };
  const walk = (list: (string | Prism.Token)[] | string | Prism.Token, types: string[], topLevel: boolean) => {
    if (typeof list === 'string') {
      push(list, topLevel ? ['plain'] : types);
      return;
    }
    if (!Array.isArray(list)) {
      const withType = types[types.length - 1] === list.type ? types : [...types, list.type];
      const aliases = list.alias ? (Array.isArray(list.alias) ? list.alias : [list.alias]) : [];
      const all = aliases.reduce((acc: string[], alias: string) => (acc[acc.length - 1] === alias ? acc : [...acc, alias]), withType);
      walk(list.content as (string | Prism.Token)[] | string | Prism.Token, all, false);
      return;
    }
    for (const item of list) walk(item, types, topLevel);
  };
  walk(tokens, [], true);
  // Empty lines keep their height.
  for (const line of lines) {
    if (line.length === 0) line.push({ types: ['plain'], content: '\n', empty: true });
    else if (line.length === 1 && line[0]!.content === '') {
      line[0]!.content = '\n';
      line[0]!.empty = true;
    }
  }
  return lines;
}

function themeToDict(theme: PrismTheme | undefined, language: string): ThemeDictionary | undefined {
  if (!theme) return undefined;
  const dict: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) dict[type] = { ...dict[type], ...entry.style };
  }
  return { ...dict, root: theme.plain, plain: { ...theme.plain, backgroundColor: undefined } };
}

function HighlightInner({ code, language: rawLanguage, theme, prism = Prism, children }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return normalizeTokens([code]);
    const env = { code, grammar, language, tokens: [] as (string | Prism.Token)[] };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);

  const getLineProps = useCallback(
    ({ className, style, line: _line, ...rest }: LineInputProps) => ({
      ...rest,
      className: clsx('token-line', className),
      style: { ...(dict?.plain ?? {}), ...(style ?? {}) },
    }),
    [dict],
  );

  const getTokenProps = useCallback(
    ({ token, className, style, ...rest }: TokenInputProps) => {
      let tokenStyle: CSSProperties | undefined;
      if (dict) {
        if (token.types.length === 1 && token.types[0] === 'plain') tokenStyle = token.empty ? { display: 'inline-block' } : undefined;
        else tokenStyle = Object.assign(token.empty ? { display: 'inline-block' } : {}, ...token.types.map((t) => dict[t]));
      }
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...(tokenStyle ?? {}), ...style } : tokenStyle,
      };
    },
    [dict],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict?.root ?? {},
    getLineProps,
    getTokenProps,
  });
}

export function Highlight(props: HighlightProps): ReactNode {
  return createElement(HighlightInner, props);
}
