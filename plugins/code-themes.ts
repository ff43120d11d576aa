import { themes as prismThemes, type PrismTheme } from 'prism-react-renderer';

/**
 * The site's code colours, light and dark (written into the stylesheet by plugins/code-colours.ts).
 * Prism themes with every token colour at 4.5:1 or more against the code background (WCAG 1.4.3).
 * Only the colours below change; each is the theme's own hue, darkened (light theme)
 * or lightened (dark theme) just enough.
 */
function withTokenColours(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((s) => {
      const colour = s.types.map((t) => colours[t]).find(Boolean);
      return colour ? { ...s, style: { ...s.style, color: colour } } : s;
    }),
  };
}
export const lightCodeTheme = withTokenColours(prismThemes.github, {
  comment: '#6c6c60', // was #999988, 2.7:1
  string: '#d4105f', // was #e3116c, 4.3:1
  number: '#277c7a', // was #36acaa, 2.6:1
  keyword: '#0079a2', // was #00a4db, 2.7:1
  function: '#c93644', // was #d73a49, 4.3:1
});
export const darkCodeTheme = withTokenColours(prismThemes.dracula, {
  comment: '#8e9abf', // was #6272a4, 3.0:1
  deleted: '#ff6262', // was #ff5555, 4.5:1
});
