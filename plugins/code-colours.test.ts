import { test, expect } from '@playwright/test';
import type { PrismTheme } from 'prism-react-renderer';
import { codeColoursCss } from './code-colours';

const light: PrismTheme = {
  plain: { color: '#111111', backgroundColor: '#eeeeee' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#222222', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#333333' } },
    { types: ['tag', 'keyword'], style: { color: '#444444' } },
    { types: ['string'], languages: ['json'], style: { color: '#555555' } },
  ],
};
const dark: PrismTheme = { plain: { color: '#fafafa', backgroundColor: '#101010' }, styles: [{ types: ['keyword'], style: { opacity: 0.7 } }] };

test('each mode gets its own colours, keyed on the page colour mode', () => {
  const css = codeColoursCss({ light, dark });
  // Light is also the mode of a page whose colour-mode script has not run.
  expect(css).toContain(":root:not([data-theme='dark']){--prism-color:#111111;--prism-background-color:#eeeeee}");
  expect(css).toContain("[data-theme='dark']{--prism-color:#fafafa;--prism-background-color:#101010}");
  expect(css).toContain("[data-theme='dark'] .prism-code .token.keyword{opacity:0.7}");
  // Several types with the same styles share a rule; style names become CSS property names.
  expect(css).toContain(
    ":root:not([data-theme='dark']) .prism-code .token.comment,:root:not([data-theme='dark']) .prism-code .token.prolog{color:#222222;font-style:italic}",
  );
});

test("a type styled twice gets the later style, as in the theme's inline styles; languages scope their entries", () => {
  const css = codeColoursCss({ light, dark });
  expect(css).toMatch(/\.token\.keyword[^{]*\{color:#444444\}/);
  expect(css).not.toContain('#333333');
  expect(css).toContain(":root:not([data-theme='dark']) .prism-code.language-json .token.string{color:#555555}");
});

test('a theme the stylesheet cannot express stops the build with the mode, the type and the fix', () => {
  const badStyle = { ...light, styles: [{ types: ['keyword'], style: { color: ['red'] } }] } as unknown as PrismTheme;
  expect(() => codeColoursCss({ light: badStyle, dark })).toThrow(
    /Prism theme for light mode, \.prism-code \.token\.keyword: style "color" must be a string or a number.*Fix the Prism theme in plugins\/code-themes\.ts/,
  );
  const badPlain = { ...dark, plain: { color: '#fff', fontFamily: 'serif' } } as PrismTheme;
  expect(() => codeColoursCss({ light, dark: badPlain })).toThrow(/Prism theme for dark mode: "plain" may set only color and backgroundColor, found fontFamily/);
});
